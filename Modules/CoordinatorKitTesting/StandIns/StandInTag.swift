/// The tags of the ready-made stand-in modules, one per module they stand in for.
///
/// A registry accepts one module per route type, and ``StandInRoute`` is generic over a
/// tag that no value ever carries, so each tag gives its stand-in a route type of its own:
/// the stand-in Home and the stand-in Auth can be registered in one root. A test that
/// needs a further stand-in declares its own tag, `enum KitchenTag {}`.
public enum StandInTag {
    /// The tag of ``StandInModule/home``.
    public enum Home {}
    /// The tag of ``StandInModule/auth``.
    public enum Auth {}
    /// The tag of ``StandInModule/profile``.
    public enum Profile {}
    /// The tag of ``StandInModule/settings``.
    public enum Settings {}
}

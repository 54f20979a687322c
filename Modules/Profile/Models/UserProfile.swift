/// The signed-in user's profile as Profile shows and edits it.
public struct UserProfile: Hashable, Codable, Sendable {
    /// The name shown on the profile and on shared recipes.
    public var name: String
    /// The address order confirmations go to.
    public var email: String

    /// Creates a profile.
    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}

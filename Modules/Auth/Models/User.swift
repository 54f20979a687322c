/// The signed-in person, as screens show them.
public struct User: Hashable, Sendable {
    /// The name shown in greetings.
    public var name: String
    /// The email address the user signs in with, lower case.
    public var email: String

    /// Creates a user.
    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}

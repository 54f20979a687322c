/// A user with the password that signs them in, as the in-memory session stores it.
public struct Account: Hashable, Sendable {
    /// The account's user.
    public var user: User
    /// The account's password.
    public var password: String

    /// Creates an account.
    public init(user: User, password: String) {
        self.user = user
        self.password = password
    }

    /// The accounts a new session knows: `cook@example.com` / `password` and
    /// `chef@example.com` / `mise-en-place`.
    public static let samples: [Account] = [
        Account(user: User(name: "Casey Cook", email: "cook@example.com"), password: "password"),
        Account(user: User(name: "Robin Chef", email: "chef@example.com"), password: "mise-en-place"),
    ]
}

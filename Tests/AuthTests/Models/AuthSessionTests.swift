import Auth
import CoordinatorKit
import Testing

@MainActor
struct AuthSessionTests {
    @Test func signInMatchesEmailWithoutRegardToCase() {
        let session = AuthSession()

        #expect(session.signIn(email: "COOK@example.com", password: "password"))
        #expect(session.user == User(name: "Casey Cook", email: "cook@example.com"))
    }

    @Test func wrongPasswordLeavesTheSessionAsItWas() {
        let session = AuthSession()
        session.signIn(email: "chef@example.com", password: "mise-en-place")

        #expect(!session.signIn(email: "cook@example.com", password: "Password"))
        #expect(session.user?.email == "chef@example.com")
    }

    @Test func signOutForgetsTheUser() {
        let session = AuthSession()
        session.signIn(email: "cook@example.com", password: "password")

        session.signOut()

        #expect(!session.isSignedIn)
        #expect(session.user == nil)
    }

    @Test func signUpRejectsEachBadFieldByName() {
        let session = AuthSession()
        #expect(throws: SignUpError.missingName) { try session.signUp(name: " ", email: "a@b.co", password: "12345678") }
        #expect(throws: SignUpError.invalidEmail("ab.co")) { try session.signUp(name: "A", email: "ab.co", password: "12345678") }
        #expect(throws: SignUpError.passwordTooShort(minimum: 8)) {
            try session.signUp(name: "A", email: "a@b.co", password: "1234567")
        }
        #expect(throws: SignUpError.emailTaken("cook@example.com")) {
            try session.signUp(name: "A", email: "Cook@Example.com", password: "12345678")
        }
        #expect(!session.isSignedIn)
    }

    @Test func signUpCreatesAnAccountThatCanSignInLater() throws {
        let session = AuthSession()
        try session.signUp(name: "Sam Sous", email: "sam@example.com", password: "brunoise!")
        session.signOut()

        #expect(session.signIn(email: "sam@example.com", password: "brunoise!"))
    }

    @Test func theContainerKeepsOneSessionForEveryReader() {
        let dependencies = Dependencies()
        #expect(dependencies[AuthSessionKey.self] === dependencies[AuthSessionKey.self])
    }
}

import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
import Testing

@testable import Settings

/// The sign-out dialog and the Settings tab in both of the demo's languages.
@MainActor
struct SettingsTextsTests {
    private static let english = Locale(identifier: "en")
    private static let russian = Locale(identifier: "ru")

    private func words(_ alert: AlertState, in locale: Locale) -> [String] {
        [alert.title.localized(in: locale), alert.message?.localized(in: locale) ?? ""]
            + alert.buttons.map { $0.title.localized(in: locale) }
    }

    @Test func theSignOutDialogResolvesInEnglishAndRussian() {
        #expect(words(SignOutDialog.alert, in: Self.english) == [
            "Sign out?", "Your profile and orders stay on your account; this device forgets you until you sign in again.",
            "Sign Out", "Cancel",
        ])
        #expect(words(SignOutDialog.alert, in: Self.russian) == [
            "Выйти из аккаунта?",
            "Профиль и заказы останутся в вашем аккаунте; это устройство забудет вас, пока вы не войдёте снова.",
            "Выйти", "Отмена",
        ])
    }

    @Test func theTabTitleResolvesInEnglishAndRussian() throws {
        let tab = try #require(SettingsModule().tab)
        #expect(tab.title.localized(in: Self.english) == "Settings")
        #expect(tab.title.localized(in: Self.russian) == "Настройки")
    }

    @Test func aDialogSavedWhileEnglishWasShownRestoresInRussian() throws {
        let source = try makeComposedRoot(account: FakeAccount(isSignedIn: true))
        try source.tap("Sign out")
        let saved = try source.saveState()
        #expect(String(decoding: saved, as: UTF8.self).contains(#"{"key":"Sign out?","bundle":"CoordinatorKit_Settings"}"#))

        let restored = try makeComposedRoot(account: FakeAccount(isSignedIn: true))
        #expect(try restored.restoreState(from: saved) == .restored)
        let dialog = try #require(restored.state.currentTab?.root.alert)
        #expect(dialog == SignOutDialog.alert)
        #expect(words(dialog, in: Self.russian).first == "Выйти из аккаунта?")
    }
}

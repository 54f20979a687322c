import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Foundation
import Testing

@testable import Recipes

/// The Recipes module's alerts and tab in both of the demo's languages.
@MainActor
struct RecipesTextsTests {
    private static let english = Locale(identifier: "en")
    private static let russian = Locale(identifier: "ru")

    private func words(_ alert: AlertState?, in locale: Locale) -> [String] {
        guard let alert else { return [] }
        return [alert.title.localized(in: locale), alert.message?.localized(in: locale) ?? ""]
            + alert.buttons.map { $0.title.localized(in: locale) }
    }

    @Test func aFailedPurchaseAlertNamesTheRecipeInEnglishAndRussian() throws {
        let (root, _) = try makeRoot(store: InMemorySubscriptionStore(nextPurchaseError: .storeUnavailable))
        try root.open(link: "recipes://recipes/42")
        try root.tap("Subscribe for $4.99 a month")
        let alert = root.state.topEntry?.alert
        #expect(alert?.title.arguments == [.string("Beef Wellington")])
        #expect(words(alert, in: Self.english) == [
            "Could not unlock “Beef Wellington”", "The store cannot be reached right now. Try again in a moment.", "Try again",
            "Cancel",
        ])
        #expect(words(alert, in: Self.russian) == [
            "Не удалось открыть «Beef Wellington»", "Магазин сейчас недоступен. Попробуйте чуть позже.", "Повторить", "Отмена",
        ])
    }

    @Test(arguments: [
        (SubscriptionError.paymentDeclined, "Платёж отклонён. Проверьте платёжные данные и попробуйте снова."),
        (.storeUnavailable, "Магазин сейчас недоступен. Попробуйте чуть позже."),
    ])
    func eachPurchaseErrorHasAMessageInEnglishAndRussian(error: SubscriptionError, russian: String) {
        #expect(error.message.localized(in: Self.english) == error.description)
        #expect(error.message.localized(in: Self.russian) == russian)
    }

    @Test func theAllergiesUnavailableAlertResolvesInEnglishAndRussian() throws {
        let (root, _) = try makeRoot(withSettings: false)
        try root.open(link: "recipes://recipes/12")
        try root.tap("Check my allergies")
        let alert = root.state.topEntry?.alert
        #expect(words(alert, in: Self.english) == [
            "Allergies unavailable", "This app has no allergy settings to compare with.", "OK",
        ])
        #expect(words(alert, in: Self.russian) == [
            "Аллергии недоступны", "В этом приложении нет настроек аллергий для сравнения.", "ОК",
        ])
    }

    @Test func theTabTitleResolvesInEnglishAndRussian() throws {
        let tab = try #require(RecipesModule().tab)
        #expect(tab.title.localized(in: Self.english) == "Recipes")
        #expect(tab.title.localized(in: Self.russian) == "Рецепты")
    }
}

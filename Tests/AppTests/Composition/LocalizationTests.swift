import CoordinatorKit
import Foundation
import RecipesApp
import Testing

/// The demo's navigation texts in both of its languages, through the package's resources.
@MainActor
struct LocalizationTests {
    private static let english = Locale(identifier: "en")
    private static let russian = Locale(identifier: "ru")

    @Test func eachTabTitleResolvesInEnglishAndRussian() async throws {
        let environment = try AppComposition.make()
        let tabs = environment.root.registry.tabModules.compactMap { module in module.tab.map { (module.id.rawValue, $0.title) } }
        let titles = Dictionary(uniqueKeysWithValues: tabs)
        let expected: [String: (String, String)] = [
            "recipes": ("Recipes", "Рецепты"), "products": ("Shop", "Магазин"), "profile": ("Profile", "Профиль"),
            "settings": ("Settings", "Настройки"),
        ]
        #expect(Set(titles.keys) == Set(expected.keys))
        for (id, (english, russian)) in expected {
            #expect(titles[id]?.localized(in: Self.english) == english, "\(id)")
            #expect(titles[id]?.localized(in: Self.russian) == russian, "\(id)")
        }
    }

    @Test func theSwiftUIAdaptersOwnWordsResolveInEnglishAndRussian() async {
        let bundle = TextBundle.named("CoordinatorKit_CoordinatorKitUI")
        let english = ["OK", "Cancel", "Done", "No view for this screen yet"]
        let words = english.map { NavigationText(key: $0, bundle: bundle) }
        #expect(words.map { $0.localized(in: Self.english) } == english)
        #expect(words.map { $0.localized(in: Self.russian) } == ["ОК", "Отмена", "Готово", "Для этого экрана ещё нет представления"])
    }

    @Test func openWithARussianLocaleShowsRussianTabTitles() async {
        let result = await run(["--locale", "ru", "open", "recipes://settings"])
        #expect(result.status == 0)
        #expect(result.output.contains("▶ tab settings (Настройки)"))
        #expect(result.output.contains("  tab recipes (Рецепты)"))
        #expect(result.output.contains("  tab products (Магазин)"))
    }

    @Test func theShellShowsTheSignOutDialogInTheChosenLanguage() async {
        let result = await run(["--locale", "ru", "--signed-in", "shell"], input: "selectTab Настройки\n4\n")
        #expect(result.output.contains("⚠︎ Выйти из аккаунта?"), "\(result.output)")
        #expect(result.output.contains("answerAlert 1 | signOut: Выйти [destructive]"))
        #expect(result.output.contains("answerAlert 2 | cancel: Отмена [cancel]"))
    }

    @Test func routeToolingStaysEnglishWhateverTheLocale() async {
        let result = await run(["--locale", "ru", "routes", "--format", "mermaid"])
        #expect(result.output.contains("settings tab: Settings"))
        #expect(!result.output.contains("Настройки"))
    }

    @Test func aLocaleOptionWithoutALanguageIsAUsageError() async {
        let result = await run(["open", "recipes://settings", "--locale"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--locale needs a language, such as en or ru"))
    }
}

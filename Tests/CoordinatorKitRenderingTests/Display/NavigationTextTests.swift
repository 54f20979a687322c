import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import Foundation
import Testing

struct NavigationTextTests {
    /// The tests' own strings tables (`Resources/<language>.lproj/Texts.strings` of the
    /// test modules).
    private static let bundle = testTexts
    private static let english = Locale(identifier: "en")
    private static let russian = Locale(identifier: "ru_RU")

    private func text(_ key: String, _ arguments: [NavigationText.Argument] = []) -> NavigationText {
        NavigationText(key: key, defaultValue: "default", table: "Texts", bundle: Self.bundle, arguments: arguments)
    }

    @Test func aStringLiteralIsAKeyInTheMainBundleWithItselfAsDefaultValue() {
        let title: NavigationText = "Sign out?"
        #expect(title.key == "Sign out?")
        #expect(title.defaultValue == "Sign out?")
        #expect(title.table == nil)
        #expect(title.bundle == .main)
        #expect(title.arguments.isEmpty)
        #expect(!title.isVerbatim)
        #expect(title.localized(in: Self.russian) == "Sign out?")
    }

    @Test func anInterpolationIsAKeyWithASpecifierPerTypedArgument() {
        let name = "Pasta"
        let count = 3
        let price = 2.5
        let text: NavigationText = "Delete \(name), \(count) of them, 100% at \(price)?"
        #expect(text.key == "Delete %@, %lld of them, 100%% at %lf?")
        #expect(text.arguments == [.string("Pasta"), .integer(3), .number(2.5)])
        #expect(text.localized(in: Self.english) == "Delete Pasta, 3 of them, 100% at 2.500000?")
    }

    @Test func aKeyResolvesInEachLanguageFromItsBundlesTable() {
        #expect(text("Close").localized(in: Self.english) == "Close")
        #expect(text("Close").localized(in: Self.russian) == "Закрыть")
        #expect(text("Close").localized(in: Locale(identifier: "ru")) == "Закрыть")
    }

    @Test func anArgumentIsFormattedIntoTheLocalizedText() {
        #expect(text("delete.title", [.string("Borscht")]).localized(in: Self.english) == "Delete “Borscht”?")
        #expect(text("delete.title", [.string("Borscht")]).localized(in: Self.russian) == "Удалить «Borscht»?")
        #expect(text("cart.count", [.integer(5)]).localized(in: Self.russian) == "В корзине: 5")
        #expect(text("pair", [.string("salt"), .string("pepper")]).localized(in: Self.russian) == "pepper и salt")
    }

    @Test func aNumberUsesTheLocalesDecimalSeparator() {
        let text = NavigationText(key: "%.1f kg", arguments: [.number(2.25)])
        #expect(text.localized(in: Self.english) == "2.2 kg" || text.localized(in: Self.english) == "2.3 kg")
        #expect(text.localized(in: Self.russian).hasSuffix(" kg"))
        #expect(text.localized(in: Self.russian).contains(","))
    }

    @Test func aKeyMissingInTheLanguageFallsBackToTheDevelopmentLanguageThenTheDefaultValue() {
        #expect(text("english.only").localized(in: Self.russian) == "Only in English")
        #expect(text("nowhere").localized(in: Self.russian) == "default")
        #expect(text("Close").localized(in: Locale(identifier: "fr")) == "Close")
    }

    @Test func aBundleThatIsNotFoundShowsTheDefaultValue() {
        let missing = NavigationText(key: "Close", defaultValue: "Close it", bundle: .named("NoSuchBundle"))
        #expect(missing.localized(in: Self.russian) == "Close it")
        let escaping = NavigationText(key: "Close", defaultValue: "Close it", bundle: .named("../CoordinatorKit_CoordinatorKitTestModules"))
        #expect(escaping.localized(in: Self.russian) == "Close it")
    }

    @Test func aBundleGivenAsABundleIsNamedAndFoundByItsName() {
        let given = TextBundle(testTextsBundle)
        #expect(given == Self.bundle)
        #expect(given.bundle?.bundleURL == testTextsBundle.bundleURL)
        #expect(TextBundle(Bundle.main) == .main)
        #expect(NavigationText(key: "Close", table: "Texts", bundle: given).localized(in: Self.russian) == "Закрыть")
    }

    @Test func aVerbatimTextIsNeverLookedUp() {
        let text = NavigationText(verbatim: "Close %@")
        #expect(text.isVerbatim)
        #expect(text.localized(in: Self.russian) == "Close %@")
        #expect(NavigationText(text, bundle: Self.bundle) != text)
    }

    // The format comes from a table or from restored state: it is input, and must never
    // make the formatter read an argument that is not there.
    @Test(arguments: [
        ("%@ and %@", [NavigationText.Argument.string("one")], "one and %@"),
        ("%3$@ %1$@", [.string("a")], "%3$@ a"),
        ("%@ %lld %lf", [.integer(1), .number(2), .string("x")], "1 2.000000 x"),
        ("50% off %", [.string("x")], "50% off %"),
        ("%n%s%p %99999$@", [.string("x")], "%n%s%p %99999$@"),
        ("%%@ %@", [.string("x")], "%@ x"),
    ])
    func formattingNeverReadsPastItsArguments(format: String, arguments: [NavigationText.Argument], expected: String) {
        #expect(NavigationText(key: format, arguments: arguments).localized(in: Self.english) == expected)
    }

    @Test func aTextCodesAsItsSavedForm() throws {
        let texts = [
            NavigationText(verbatim: "Pasta"), "Close",
            NavigationText(key: "delete.title", defaultValue: "Delete?", table: "Texts", bundle: Self.bundle, arguments: [
                .string("a"), .integer(2), .number(0.5),
            ]),
        ]
        let data = try JSONEncoder().encode(texts)
        #expect(try JSONDecoder().decode([NavigationText].self, from: data) == texts)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"["Pasta",{"key":"Close"}"#))
    }
}

import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// An alert's texts in saved state: stored as what they mean, so that a restored alert is
/// looked up again in the language of the moment.
@MainActor
struct SavedTextTests {
    private static let bundle = testTexts

    private var deleteAlert: AlertState {
        AlertState(
            id: .quit, title: NavigationText(key: "delete.title", defaultValue: "Delete “%@”?", table: "Texts", bundle: Self.bundle,
                arguments: [.string("Borscht")]),
            message: NavigationText(verbatim: "Borscht, 4 servings"),
            buttons: [
                .init(NavigationText(key: "Close", table: "Texts", bundle: Self.bundle), role: .cancel, action: .stay),
                .init("Leave", role: .destructive, action: .leave),
            ])
    }

    private func alertJSON(of data: Data) throws -> String {
        let text = String(decoding: data, as: UTF8.self)
        let start = try #require(text.range(of: #""alert":"#))
        return String(text[start.upperBound...])
    }

    @Test func anAlertIsSavedAsKeysAndArgumentsAndVerbatimTextAsWords() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42")
        try root.perform(.showAlert(deleteAlert))
        let data = try root.saveState()
        #expect(String(decoding: data, as: UTF8.self).contains(#""version":3,"#))
        #expect(try alertJSON(of: data).hasPrefix(
            #"{"id":"quit","style":"alert","title":{"key":"delete.title","default":"Delete “%@”?","table":"Texts","#
                + #""bundle":"CoordinatorKit_CoordinatorKitTestModules","arguments":[{"string":"Borscht"}]},"#
                + #""message":"Borscht, 4 servings","buttons":[{"title":{"key":"Close","table":"Texts","#
                + #""bundle":"CoordinatorKit_CoordinatorKitTestModules"},"role":"cancel","action":"stay"},"#
                + #"{"title":{"key":"Leave"},"role":"destructive","action":"leave"}]}"#))
        let restoring = try makeRoot()
        #expect(try restoring.restoreState(from: data) == .restored)
        #expect(restoring.state == root.state)
    }

    @Test func anAlertSavedInOneLanguageRestoresInAnother() throws {
        let english = Locale(identifier: "en")
        let source = try makeRoot()
        try source.open(link: "app://library/42")
        try source.perform(.showAlert(deleteAlert))
        let shown = try #require(source.state.currentTab?.alert)
        #expect(shown.title.localized(in: english) == "Delete “Borscht”?")
        #expect(shown.buttons.map { $0.title.localized(in: english) } == ["Close", "Leave"])

        let restoring = try makeRoot()
        _ = try restoring.restoreState(from: try source.saveState())
        let restored = try #require(restoring.state.currentTab?.alert)
        let russian = Locale(identifier: "ru")
        #expect(restored.title.localized(in: russian) == "Удалить «Borscht»?")
        #expect(restored.message?.localized(in: russian) == "Borscht, 4 servings")
        #expect(restored.buttons.map { $0.title.localized(in: russian) } == ["Закрыть", "Leave"])
    }

    // A document of format version 2, as the previous release wrote it: texts were words.
    @Test func anAlertOfFormatVersionTwoReadsWithItsWordsAsVerbatimTexts() throws {
        let version2 = #"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":0,"selectedTab":"library","#
            + #""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","alert":{"id":"quit","#
            + #""style":"confirmationDialog","title":"Leave now?","message":"Unsaved notes are lost.","#
            + #""buttons":[{"title":"Leave","role":"destructive","action":"leave"},{"title":"Stay","action":"stay"}]}}]}]}"#
        let root = try makeRoot()
        #expect(try root.restoreState(from: Data(version2.utf8)) == .restored)
        let alert = try #require(root.state.currentTab?.alert)
        #expect(alert == AlertState(
            id: .quit, style: .confirmationDialog, title: NavigationText(verbatim: "Leave now?"),
            message: NavigationText(verbatim: "Unsaved notes are lost."),
            buttons: [
                .init(NavigationText(verbatim: "Leave"), role: .destructive, action: .leave),
                .init(NavigationText(verbatim: "Stay"), action: .stay),
            ]))
        #expect(alert.title.localized(in: Locale(identifier: "ru")) == "Leave now?")
    }

    @Test(arguments: [
        (#"{"default":"x"}"#, "title.key: missing"),
        (#"42"#, "title: expected a string or a text object"),
        (#"{"key":7}"#, "title.key: expected a string"),
        (#"{"key":"k","bundle":"../etc"}"#, "title.bundle: '../etc' is not a bundle name"),
        (#"{"key":"k","arguments":[{"integer":1.5}]}"#,
         #"title.arguments.0: expected {"string": …}, {"integer": …} or {"number": …}"#),
        (#"{"key":"k","arguments":[{"string":"a","number":1}]}"#,
         #"title.arguments.0: expected {"string": …}, {"integer": …} or {"number": …}"#),
        (#"{"key":"k","arguments":"a"}"#, "title.arguments: expected an array of at most 16 arguments"),
        (#"{"key":"k","arguments":[{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"},"#
            + #"{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"},"#
            + #"{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"},{"string":"a"}]}"#,
         "title.arguments: expected an array of at most 16 arguments"),
    ])
    func aMalformedTextIsCorruptAndKeepsTheCurrentState(title: String, problem: String) throws {
        let json = #"{"format":"CoordinatorKit.navigation","version":3,"linkVersion":0,"tabs":[{"id":"library","#
            + #""root":"library","stack":[{"path":"library/42","alert":{"id":"a","style":"alert","title":"#
            + title + #","buttons":[]}}]}]}"#
        let root = try makeRoot()
        try root.open(link: "app://shop/promo/B")
        let before = root.state
        #expect(throws: NavigationError.restorationFailed(.corrupt(reason: "tabs.0.stack.0.alert.\(problem)"))) {
            try root.restoreState(from: Data(json.utf8))
        }
        #expect(root.state == before)
    }

    @Test func aNumberThatJSONCannotHoldIsSavedAsWords() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/42")
        let arguments: [NavigationText.Argument] = [.number(.infinity), .integer(.max), .integer(1 << 53), .number(-0.5)]
        try root.perform(.showAlert(AlertState(id: .quit, title: NavigationText(key: "%lf %lld %lld %lf", arguments: arguments), buttons: [])))
        let restoring = try makeRoot()
        try restoring.restoreState(from: try root.saveState())
        #expect(restoring.state.currentTab?.alert?.title.arguments == [
            .string("inf"), .string("9223372036854775807"), .integer(1 << 53), .number(-0.5),
        ])
    }
}

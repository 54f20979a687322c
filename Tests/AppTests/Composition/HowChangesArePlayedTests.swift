import CoordinatorKit
import CoordinatorKitTesting
import Foundation
@testable import RecipesApp
import Testing

/// The demo's chained flows played against the toolkit model, batch by batch, as the
/// article "How changes are played" lists them.
@MainActor
struct HowChangesArePlayedTests {
    private func played(_ playback: ToolkitPlayback, since start: Int) -> [String] {
        playback.batches.dropFirst(start).map { batch in
            batch.steps.map(\.description).joined(separator: ", ") + " — waits for "
                + (batch.endings.isEmpty ? "nothing" : batch.endings.map(\.kind).map { "\($0)" }.joined(separator: ", "))
        }
    }

    @Test func aLinkToASheetUnderACoverPlaysTheSheetThenTheCover() throws {
        let app = try AppComposition.make()
        let playback = ToolkitPlayback(following: app.root)
        try app.root.open(link: "recipes://recipes/42/auth/signin")
        playback.settle()
        #expect(playback.problems == [])
        #expect(played(playback, since: 0) == [
            "present recipes recipes.paywall(recipeID: 42) as sheet — waits for layerPresented",
            "present recipes auth.signIn as fullScreenCover — waits for layerPresented",
        ])
    }

    @Test func signingInDismissesTheCoverThenShowsThePendingScreen() throws {
        let app = try AppComposition.make()
        let playback = ToolkitPlayback(following: app.root)
        try app.root.open(link: "recipes://profile/orders/17")
        playback.settle()
        let start = playback.batches.count
        #expect(app.signIn?() == true)
        try app.root.perform(.accessDidChange)
        playback.settle()
        #expect(playback.problems == [])
        #expect(played(playback, since: 0) == [
            "present recipes auth.signIn as fullScreenCover — waits for layerPresented",
            "dismissLayer recipes@1, selectTab profile, push profile profile.orders, push profile profile.order(id: 17) — waits for layerDismissed",
        ])
        #expect(start == 1)
    }

    @Test func subscribingOnThePaywallDismissesItThenPushesTheRecipe() throws {
        let app = try AppComposition.make()
        let playback = ToolkitPlayback(following: app.root)
        try app.root.open(link: "recipes://recipes/42")
        playback.settle()
        let start = playback.batches.count
        let subscribe = try #require(app.root.topScreenText?.actions.first { $0.title.hasPrefix("Subscribe") })
        subscribe.perform()
        playback.settle()
        #expect(playback.problems == [])
        #expect(played(playback, since: start) == [
            "dismissLayer recipes@1, push recipes recipes.detail(id: 42) — waits for layerDismissed",
        ])
    }

    @Test func aRestoredWindowStartsFromNothingPresentedAndPlaysOneLayerAtATime() throws {
        let saved = try AppComposition.make()
        try saved.root.open(link: "recipes://recipes/42/auth/signin")
        let data = try saved.root.saveState()
        let app = try AppComposition.make()
        // The SwiftUI root view's own start: the player first, then the restoration it plays.
        let playback = PlaybackStart<ToolkitPlayback>().start(root: app.root, saved: data, link: nil) { root in
            ToolkitPlayback(following: root)
        }
        playback.settle()
        #expect(playback.problems == [])
        #expect(played(playback, since: 0) == [
            "present recipes recipes.paywall(recipeID: 42) as sheet — waits for layerPresented",
            "present recipes auth.signIn as fullScreenCover — waits for layerPresented",
        ])
    }

    @Test func aWindowOpenedForALinkCrossingLayersPlaysItOneLayerAtATime() throws {
        let app = try AppComposition.make()
        let link = try #require(URL(string: "recipes://recipes/42/auth/signin"))
        let playback = PlaybackStart<ToolkitPlayback>().start(root: app.root, saved: Data(), link: link) { root in
            ToolkitPlayback(following: root)
        }
        playback.settle()
        #expect(playback.problems == [])
        #expect(playback.batches.count == 2)
    }
}

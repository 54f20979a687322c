import CoordinatorKit
import CoordinatorKitRendering
import Testing

/// How the toolkit shows a presentation, decided toolkit-free for both renderers.
struct PresentationToolkitTests {
    let modal: [Presentation] = [
        .sheet, .fullScreenCover, .bottomSheet(detents: [.medium]), .popover(anchor: "a", size: nil),
        .formSheet(size: nil), .overlay,
    ]

    @Test func aSheetAndAFullScreenCoverArePresentedFromHostsOfTheirOwn() {
        // TCA #2413: a cover presented after a sheet from the same view is not full screen.
        #expect(Presentation.sheet.host == .sheet)
        #expect(Presentation.fullScreenCover.host == .fullScreenCover)
        #expect(Set(modal.compactMap(\.host)) == Set(Presentation.Host.allCases))
    }

    @Test func bottomSheetsAndFormSheetsAreSheetsAndAPushIsNoLayer() {
        #expect(Presentation.bottomSheet(detents: [.large]).host == .sheet)
        #expect(Presentation.formSheet(size: PresentationSize(width: 400, height: 300)).host == .sheet)
        #expect(Presentation.push.host == nil)
    }

    @Test func onlyAnOverlayIsDrawnRatherThanPresentedByTheToolkit() {
        for presentation in modal {
            #expect(presentation.isPresentedByToolkit == (presentation.host != .overlay), "\(presentation.name)")
        }
    }

    @Test func aPopoverWithoutASizeFollowsItsScreenAndTheBarAboveIt() {
        let size = PresentationSize.following(width: 319.2, height: 200.4, chrome: 56)
        #expect(size == PresentationSize(width: 320, height: 257))
        #expect(PresentationSize.following(width: 320, height: 200, chrome: 0) == PresentationSize(width: 320, height: 200))
    }

    @Test func aScreenThatStatesNoSizeLeavesThePopoverAtTheSystemSize() {
        for (width, height) in [(0, 200), (320, 0), (-1, 200), (.nan, 200), (320, .infinity)] as [(Double, Double)] {
            #expect(PresentationSize.following(width: width, height: height, chrome: 56) == nil)
        }
    }
}

import CoordinatorKit
import Foundation

// The tests' own strings tables (`Resources/<language>.lproj/Texts.strings`), kept in this
// support target so that the core's tests (saved alert texts) and the renderers' tests
// (looking texts up) read the same tables from one resource bundle.

/// The resource bundle holding the tests' strings tables.
package let testTextsBundle: Bundle = .module

/// The tests' strings tables as a text names them: the bundle SwiftPM builds for this
/// target, `<Package>_<Target>`.
package let testTexts = TextBundle.named("CoordinatorKit_CoordinatorKitTestModules")

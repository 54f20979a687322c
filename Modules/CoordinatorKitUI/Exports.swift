// The SwiftUI adapter re-exports the core and what renderers share, so a module's views
// need one import.
@_exported import CoordinatorKit
@_exported import CoordinatorKitRendering

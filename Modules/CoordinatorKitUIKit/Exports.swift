#if canImport(UIKit) && os(iOS)
// The UIKit adapter re-exports the core and what renderers share, so a module's
// controllers need one import.
@_exported import CoordinatorKit
@_exported import CoordinatorKitRendering
#endif

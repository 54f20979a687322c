#if canImport(UIKit) && os(iOS)
// The UIKit adapter re-exports the core, so a module's controllers need one import.
@_exported import CoordinatorKit
#endif

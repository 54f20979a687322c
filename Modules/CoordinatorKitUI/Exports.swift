// The SwiftUI adapter re-exports the core, so a module's views need one import.
@_exported import CoordinatorKit

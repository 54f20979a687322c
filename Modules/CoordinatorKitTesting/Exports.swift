// The navigation explorer is a library of its own, free of Swift Testing so that a command
// line can link it; a test target that imports CoordinatorKitTesting has it too.
@_exported import CoordinatorKitExplorer
// The toolkit model plays the renderers' shared players; tests of a renderer's plan need
// them with one import.
@_exported import CoordinatorKitRendering

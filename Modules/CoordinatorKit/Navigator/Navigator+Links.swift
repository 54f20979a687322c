extension Navigator {
    /// Opens a path inside the app, with its screens landing as `placement` says: a tap
    /// that shows another module's screen (an author on a recipe's page) passes
    /// ``LinkPlacement/currentTab`` to keep the user on their tab; see
    /// ``RootCoordinator/open(path:placement:)``.
    ///
    /// - Throws: ``NavigationError`` when the path cannot be opened; nothing changes then.
    public func open(path: String, placement: LinkPlacement) throws(NavigationError) {
        try root?.open(path: path, placement: placement)
    }
}

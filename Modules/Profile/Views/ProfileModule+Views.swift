#if canImport(SwiftUI)
import CoordinatorKitUI
import Profile
import SwiftUI

extension ProfileModule: ModuleViews {
    /// The view of each Profile screen, with the view model its coordinator built.
    @MainActor @ViewBuilder
    public func view(for screen: ProfileScreen) -> some View {
        switch screen {
        case .overview(let model): ProfileOverviewView(model: model)
        case .edit(let model): ProfileEditView(model: model)
        case .orders(let model): OrdersView(model: model)
        case .order(let model): OrderDetailView(model: model)
        }
    }
}
#endif

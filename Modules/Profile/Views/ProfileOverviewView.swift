#if canImport(SwiftUI)
import CoordinatorKitUI
import Profile
import SwiftUI

/// The Profile tab's root: the user's name and email, a summary of their orders with the
/// latest as a shortcut, and the ways to the edit form and the orders. It asks the model to
/// refresh on appearing, so a save in the edit form shows when the form closes.
@MainActor
struct ProfileOverviewView: View {
    let model: ProfileOverviewViewModel

    var body: some View {
        List {
            Section {
                LabeledContent("Name", value: model.profile.name)
                LabeledContent("Email", value: model.profile.email)
                Button("Edit profile") { model.editProfile() }
            }
            Section("Orders") {
                LabeledContent("Orders placed", value: model.orders.count, format: .number)
                if let latest = model.latestOrder {
                    Button {
                        model.showOrder(id: latest.id)
                    } label: {
                        LabeledContent {
                            Text(latest.status.displayName)
                        } label: {
                            Text(verbatim: "Latest: order #\(latest.id)")
                            Text(latest.placedOn)
                        }
                        .contentShape(Rectangle())
                    }
                    .foregroundStyle(.primary)
                } else {
                    Text("No orders yet")
                        .foregroundStyle(.secondary)
                }
                Button("All orders") { model.showOrders() }
            }
        }
        .navigationTitle(model.profile.name)
    }
}

extension ProfileOverviewViewModel: ScreenViewProviding {
    /// The screen drawn by ``ProfileOverviewView``.
    public var screenView: some View { ProfileOverviewView(model: self) }
}
#endif

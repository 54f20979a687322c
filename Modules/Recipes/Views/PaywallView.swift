#if canImport(SwiftUI)
import CoordinatorKitUI
import Recipes
import SwiftUI

/// The offer to subscribe in front of a premium recipe.
///
/// A failed purchase is shown by the coordinator, as an alert from the navigation state;
/// the view only asks to subscribe or declines.
@MainActor
struct PaywallView: View {
    let model: PaywallViewModel

    var body: some View {
        VStack(spacing: 24) {
            Spacer(minLength: 0)
            Image(systemName: "crown.fill")
                .font(.system(size: 56))
                .foregroundStyle(.yellow)
                .accessibilityHidden(true)
            VStack(spacing: 8) {
                Text("Premium Recipe")
                    .font(.largeTitle.bold())
                Text("\(model.recipeTitle ?? "This recipe") is for subscribers.")
                    .font(.title3)
                Text("Subscribe for \(model.price) to cook every premium recipe. Cancel any time.")
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            Spacer(minLength: 0)
            VStack(spacing: 12) {
                Button {
                    model.subscribe()
                } label: {
                    Text("Subscribe for \(model.price)")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                Button("Not Now") {
                    model.decline()
                }
                .controlSize(.large)
            }
        }
        .padding(24)
        .navigationTitle("Premium")
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}

extension PaywallViewModel: ScreenViewProviding {
    /// The screen drawn by ``PaywallView``.
    public var screenView: some View { PaywallView(model: self) }
}
#endif

#if canImport(UIKit) && os(iOS)
import UIKit

/// Presented layers and alerts: each presented from the controller below it in the chain
/// (the root controller for the first), in the style of its container.
extension ContainerExecutor {
    func present(_ container: PresentedContainer, at position: Int, completion: @escaping @MainActor () -> Void) {
        let presenter: UIViewController = position == 0 ? host : presented.indices.contains(position - 1) ? presented[position - 1] : host
        let controller = makeController(for: container, over: presenter)
        presented = Array(presented.prefix(position)) + [controller]
        presenter.present(controller, animated: true) {
            completion()
        }
    }

    func dismiss(from position: Int, completion: @escaping @MainActor () -> Void) {
        guard presented.indices.contains(position) else { return completion() }
        let going = presented[position...]
        for controller in going {
            presentedAlerts[ObjectIdentifier(controller)] = nil
            if let navigation = controller as? StackNavigationController { navigations[navigation.stack] = nil }
        }
        let first = presented[position]
        presented = Array(presented.prefix(position))
        // Gone already, the user having dismissed it: nothing to wait for.
        guard let presenter = first.presentingViewController else { return completion() }
        presenter.dismiss(animated: true) {
            completion()
        }
    }

    func select(_ detent: Detent?, of layer: LayerID) {
        guard let navigation = navigations[.layer(layer)], let sheet = navigation.sheetPresentationController,
            case .bottomSheet(let detents) = layer.root.presentation, let detent, let index = detents.firstIndex(of: detent)
        else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = SheetDetents.identifier(of: detent, at: index)
        }
    }

    private func makeController(for container: PresentedContainer, over presenter: UIViewController) -> UIViewController {
        switch container {
        case .layer(let layer):
            let navigation = makeNavigation(.layer(layer.id), screens: layer.screens)
            switch container.style {
            case .fullScreen:
                navigation.modalPresentationStyle = .fullScreen
            case .bottomSheet(let detents):
                navigation.modalPresentationStyle = .pageSheet
                if let sheet = navigation.sheetPresentationController {
                    SheetDetents.configure(sheet, detents: detents, selected: layer.selectedDetent, measuring: navigation)
                }
            case .overlay:
                // Over full screen: what lies below stays visible, the tab bar included.
                navigation.modalPresentationStyle = .overFullScreen
                navigation.modalTransitionStyle = .crossDissolve
                navigation.view.backgroundColor = .clear
                navigation.setNavigationBarHidden(true, animated: false)
            default:
                navigation.modalPresentationStyle = .pageSheet
            }
            navigation.presentationController?.delegate = self
            return navigation
        case .alert(let alert):
            let controller: UIViewController
            if case .custom = alert.alert.style,
                let custom = screens.customAlert(alert, { [weak self] answer in self?.userEnded(alert, answer: answer) })
            {
                custom.modalPresentationStyle = .overFullScreen
                custom.modalTransitionStyle = .crossDissolve
                controller = custom
            } else {
                controller = SystemAlerts.controller(for: alert, anchoredIn: presenter.view) { [weak self] answer in
                    self?.userEnded(alert, answer: answer)
                }
            }
            controller.presentationController?.delegate = self
            presentedAlerts[ObjectIdentifier(controller)] = alert
            return controller
        }
    }
}
#endif

#if canImport(UIKit) && os(iOS)
import UIKit

/// The root of the tab bar's More item: a plain list of the tabs that do not fit in the tab
/// bar (``MoreContainer/tabs``), each with its module's title, symbol and badge. Choosing a
/// row reports ``TabBarGesture/chose(_:)`` to the player, which decides what follows; the
/// list selects nothing itself. There is no Edit: the tabs keep the order the root gives
/// them.
///
/// It is the first controller of More's navigation controller, above which the selected
/// tab's stack is pushed, as in UIKit's own More
/// (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller).
final class MoreListController: UITableViewController {
    /// The tabs listed, in tab order.
    var tabs: [TabID] = [] {
        didSet { if tabs != oldValue { tableView.reloadData() } }
    }
    private let root: RootCoordinator
    private let chose: @MainActor (TabID) -> Void

    init(root: RootCoordinator, chose: @escaping @MainActor (TabID) -> Void) {
        self.root = root
        self.chose = chose
        super.init(style: .insetGrouped)
        navigationItem.title = NavigationText(key: "More", bundle: .named("CoordinatorKit_CoordinatorKitUIKit")).localized()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "tab")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Badges follow their modules' data, read each time the list shows.
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tabs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tab", for: indexPath)
        let tab = tabs[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        if let descriptor = root.state[tab: tab].flatMap(root.registry.tabDescriptor(for:)) ?? root.registry.module(withID: tab)?.tab {
            content.text = descriptor.title.localized()
            content.image = UIImage(systemName: descriptor.systemImage)
        } else {
            content.text = tab.description
        }
        content.secondaryText = root.badge(ofTab: tab)?.description
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard tabs.indices.contains(indexPath.row) else { return }
        chose(tabs[indexPath.row])
    }
}
#endif

// Reading the saved form of a screen's presentation and alert (`Docs/AppStateJSON.md`),
// the counterpart of the writer in NavigationState+Saving.swift.

extension StateReader {
    func presentation(of members: JSONValue, place: @autoclosure () -> String) throws(StateRestorationError) -> Presentation? {
        guard let stored = members["presentation"] else { return nil }
        let name = try Self.string(stored, "\(place()).presentation")
        let storedDetents = members["detents"]
        if name == "bottomSheet" {
            guard case .array(let values)? = storedDetents, Detent.savableCounts.contains(values.count) else {
                throw Self.corrupt("\(place()).detents", "a bottom sheet needs 1 to 8 detents")
            }
            var detents: [Detent] = []
            for (index, value) in values.enumerated() {
                guard let detent = Detent(savedName: try Self.string(value, "\(place()).detents.\(index)")) else {
                    throw Self.corrupt("\(place()).detents.\(index)", "not a detent")
                }
                detents.append(detent)
            }
            return .bottomSheet(detents: detents)
        }
        guard storedDetents == nil else { throw Self.corrupt("\(place()).detents", "only a bottom sheet has detents") }
        var size: PresentationSize? = nil
        if let stored = members["size"] {
            let sides = try Self.string(stored, "\(place()).size").split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard name == "popover" || name == "formSheet", sides.count == 2, let width = sides[0], let height = sides[1],
                case let read = PresentationSize(width: width, height: height), read.isSavable
            else { throw Self.corrupt("\(place()).size", "expected a popover's or form sheet's WIDTHxHEIGHT, each side finite, positive, at most 10000") }
            size = read
        }
        switch name {
        case "popover": return .popover(anchor: try Self.string(members["anchor"], "\(place()).anchor"), size: size)
        case "formSheet": return .formSheet(size: size)
        case "push": return .push
        case "sheet": return .sheet
        case "fullScreenCover": return .fullScreenCover
        case "overlay": return .overlay
        default: throw Self.corrupt("\(place()).presentation", "unknown presentation '\(name)'")
        }
    }

    static func alert(_ stored: JSONValue, place: @autoclosure () -> String) throws(StateRestorationError) -> AlertState {
        let styleName = try string(stored["style"], "\(place()).style")
        let style: AlertState.Style
        switch styleName {
        case "alert": style = .alert
        case "confirmationDialog": style = .confirmationDialog
        case _ where styleName.hasPrefix("custom:"): style = .custom(String(styleName.dropFirst("custom:".count)))
        default: throw Self.corrupt("\(place()).style", "unknown style '\(styleName)'")
        }
        var message: NavigationText? = nil
        if let storedMessage = stored["message"], !storedMessage.isNull {
            message = try NavigationText(saved: storedMessage, place: "\(place()).message")
        }
        guard case .array(let storedButtons) = stored["buttons"], storedButtons.count <= 16 else {
            throw Self.corrupt("\(place()).buttons", "expected an array of at most 16 buttons")
        }
        var buttons: [AlertState.Button] = []
        for (index, button) in storedButtons.enumerated() {
            var role: AlertState.ButtonRole? = nil
            if let storedRole = button["role"] {
                let name = try string(storedRole, "\(place()).buttons.\(index).role")
                guard let known = AlertState.ButtonRole(rawValue: name) else {
                    throw Self.corrupt("\(place()).buttons.\(index).role", "unknown role '\(name)'")
                }
                role = known
            }
            buttons.append(AlertState.Button(
                try text(button["title"], "\(place()).buttons.\(index).title"), role: role,
                action: AlertState.Action(rawValue: try string(button["action"], "\(place()).buttons.\(index).action"))))
        }
        return AlertState(
            id: AlertState.ID(rawValue: try string(stored["id"], "\(place()).id")), style: style,
            title: try text(stored["title"], "\(place()).title"), message: message, buttons: buttons)
    }

    static func text(_ value: JSONValue?, _ place: @autoclosure () -> String) throws(StateRestorationError) -> NavigationText {
        guard let value else { throw Self.corrupt(place(), "missing") }
        return try NavigationText(saved: value, place: place())
    }
}

extension Detent {
    /// Reads a detent's ``savedName``; `nil` for anything else.
    init?(savedName name: String) {
        switch name {
        case "medium": self = .medium
        case "large": self = .large
        default:
            let parts = name.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value > 0 else { return nil }
            switch parts[0] {
            case "fraction" where value <= 1: self = .fraction(value)
            case "height": self = .height(value)
            case "fitting": self = .fitting(maximumHeight: value)
            default: return nil
            }
        }
    }
}

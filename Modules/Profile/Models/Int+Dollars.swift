extension Int {
    /// Cents written as dollars, such as `$24.50`; integer arithmetic keeps it exact and
    /// independent of the device's locale.
    public var dollars: String {
        let cents = self % 100
        return "$\(self / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}

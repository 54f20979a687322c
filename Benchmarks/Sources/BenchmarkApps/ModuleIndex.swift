/// A decimal digit as a type, so that a module index can be a type and every generated
/// module gets a route type of its own (the registry rejects two modules sharing one).
public protocol Digit: SendableMetatype {
    /// The digit's value, 0 to 9.
    static var value: Int { get }
}

public enum D0: Digit { public static var value: Int { 0 } }
public enum D1: Digit { public static var value: Int { 1 } }
public enum D2: Digit { public static var value: Int { 2 } }
public enum D3: Digit { public static var value: Int { 3 } }
public enum D4: Digit { public static var value: Int { 4 } }
public enum D5: Digit { public static var value: Int { 5 } }
public enum D6: Digit { public static var value: Int { 6 } }
public enum D7: Digit { public static var value: Int { 7 } }
public enum D8: Digit { public static var value: Int { 8 } }
public enum D9: Digit { public static var value: Int { 9 } }

/// A module index as a type: `ModuleIndex<D4, D3, D7>` is module 437.
public protocol ModuleTag: SendableMetatype {
    /// The index the type stands for.
    static var index: Int { get }
}

/// The module index `100 × Hundreds + 10 × Tens + Ones` as a type.
public enum ModuleIndex<Hundreds: Digit, Tens: Digit, Ones: Digit>: ModuleTag {
    public static var index: Int { Hundreds.value * 100 + Tens.value * 10 + Ones.value }
}

let digits: [any Digit.Type] = [D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self]

/// Calls `body` with the type standing for `index` (0 to 999).
func withModuleTag<Result>(_ index: Int, _ body: (any ModuleTag.Type) -> Result) -> Result {
    precondition((0..<1000).contains(index), "module index \(index) is outside 0..<1000")
    func open<H: Digit, T: Digit, O: Digit>(_: H.Type, _: T.Type, _: O.Type) -> any ModuleTag.Type {
        ModuleIndex<H, T, O>.self
    }
    let hundreds: any Digit.Type = digits[index / 100]
    let tens: any Digit.Type = digits[index / 10 % 10]
    let ones: any Digit.Type = digits[index % 10]
    let tag: any ModuleTag.Type = open(hundreds, tens, ones)
    return body(tag)
}

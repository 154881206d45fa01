import Foundation
import Testing

/// The layers a newcomer reads from the folder names hold: each module imports only the modules
/// below it, so the engine never learns of a host and test support never ships in a product.
@Suite("Module imports")
struct ModuleImportTests {
  /// The package's modules, each with the package modules it may import.
  static let allowedImports: [String: Set<String>] = [
    "CoordinatorKit": [],
    "CoordinatorKitTesting": ["CoordinatorKit"],
    "CoordinatorKitSwiftUI": ["CoordinatorKit"],
    "CoordinatorKitUIKit": ["CoordinatorKit"],
    "TerminalToolkit": [],
    "CoordinatorKitTerminal": ["CoordinatorKit", "TerminalToolkit"],
    "TerminalTestSupport": ["TerminalToolkit"],
    "NavigationTestSupport": ["CoordinatorKit"],
    "DemoApps": ["CoordinatorKit"],
    "CoordinatorDemos": [
      "DemoApps", "CoordinatorKit", "CoordinatorKitTerminal", "TerminalToolkit",
    ],
    "coordinator-demo": ["CoordinatorDemos"],
  ]

  @Test func everyModuleImportsOnlyTheLayersBelowIt() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    #expect(Set(modules) == Set(Self.allowedImports.keys), "a module was added or renamed")
    let ours = Set(Self.allowedImports.keys)
    var checkedFiles = 0
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
      for file in files {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let imported = text.split(separator: "\n").compactMap { line -> String? in
          let words = line.split(separator: " ")
          guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
            return nil
          }
          let name = String(words[index + 1])
          return ours.contains(name) ? name : nil
        }
        let forbidden = Set(imported).subtracting(Self.allowedImports[module] ?? [])
        #expect(forbidden.isEmpty, "\(module)/\(file) imports \(forbidden.sorted())")
        checkedFiles += 1
      }
    }
    #expect(checkedFiles > 100)
  }
}

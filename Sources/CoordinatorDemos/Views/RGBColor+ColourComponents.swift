import DemoApps
import TerminalToolkit

extension RGBColor {
  /// The terminal colour of a demo's colour.
  init(_ colour: ColourComponents) {
    self.init(red: colour.red, green: colour.green, blue: colour.blue)
  }
}

// Must be rejected: UIAlertController's initializer labels its third argument
// `preferredStyle:`, not `style:`. Proves the stand-in build checks argument labels.
import UIKit

@MainActor
func makeAlert() -> UIAlertController {
  UIAlertController(title: "Discard changes?", message: nil, style: .alert)
}

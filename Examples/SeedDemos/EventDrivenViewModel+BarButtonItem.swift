#if canImport(UIKit)
  import CoordinatorKit
  import UIKit

  extension EventDrivenViewModel {
    /// A bar button titled `title` that reports `event` to this view model. The UIKit demos'
    /// event buttons are all made this way, so each says only its title and its event.
    @MainActor
    func barButtonItem(_ title: String, sending event: Event) -> UIBarButtonItem {
      UIBarButtonItem(title: title, primaryAction: UIAction { [self] _ in send(event) })
    }
  }
#endif

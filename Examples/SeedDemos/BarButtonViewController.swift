#if canImport(UIKit)
  import Observation
  import UIKit

  /// A screen of the UIKit seed demos: a title, bar buttons, and a prompt that follows what it
  /// reads (an observable view model's status). Each UIKit demo screen is only that, so this one
  /// view controller serves them all, each screen described as data by a factory method (the
  /// demos' files), as the terminal demo describes its screens.
  final class BarButtonViewController: UIViewController {
    /// Gives the line shown above the title, if any.
    private let prompt: () -> String?

    /// A screen titled `title`, with `leftItem` and `rightItems` in its navigation bar and the
    /// line `prompt` gives shown above the title.
    init(
      title: String, leftItem: UIBarButtonItem? = nil, rightItems: [UIBarButtonItem] = [],
      prompt: @escaping () -> String? = { nil }
    ) {
      self.prompt = prompt
      super.init(nibName: nil, bundle: nil)
      self.title = title
      navigationItem.leftBarButtonItem = leftItem
      navigationItem.rightBarButtonItems = rightItems
      followPrompt()
    }

    /// Not available: the demos make their screens in code.
    required init?(coder: NSCoder) { nil }

    /// Shows the prompt as it is now, for what it reads that is not observable.
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      navigationItem.prompt = prompt()
    }

    /// Shows the prompt, and shows it again whenever what it read changes (an observable view
    /// model's status): UIKit calls `viewWillAppear` only when the view comes back, not when a
    /// page sheet or an alert over it goes away, and a child's answer can arrive after the
    /// screen reappeared.
    private func followPrompt() {
      navigationItem.prompt = withObservationTracking(prompt) { [weak self] in
        Task { @MainActor in self?.followPrompt() }
      }
    }
  }
#endif

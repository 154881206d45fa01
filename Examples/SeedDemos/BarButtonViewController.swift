#if canImport(UIKit)
  import UIKit

  /// A screen of the UIKit seed demos: a title, bar buttons, and a prompt read again each time
  /// the screen appears. Each UIKit demo screen is only that, so this one view controller
  /// serves them all, each screen described as data by a factory method (the demos' files), as
  /// the terminal demo describes its screens.
  final class BarButtonViewController: UIViewController {
    /// Gives the line shown above the title each time the screen appears, if any.
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
    }

    /// Not available: the demos make their screens in code.
    required init?(coder: NSCoder) { nil }

    /// Shows the prompt as it is now, for instance what a child answered.
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      navigationItem.prompt = prompt()
    }
  }
#endif

// Stand-in for UIKit's table views and text views that the examples use; see
// ViewControllers.swift.

// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIView {
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }
}

// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) { nil }
  // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  open var textLabel: UILabel? { nil }
}

// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor
open class UITableViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
  }
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { nil }
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/row (UIKit's addition)
  public var row: Int { 0 }
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
}

// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIView {
  // https://developer.apple.com/documentation/uikit/uitextview/text
  // (null_resettable: implicitly unwrapped)
  open var text: String! = ""
  // https://developer.apple.com/documentation/uikit/uitextview/delegate
  weak open var delegate: (any UITextViewDelegate)?
}

// https://developer.apple.com/documentation/uikit/uitextviewdelegate
@MainActor
public protocol UITextViewDelegate: AnyObject {
  // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  // An optional requirement in UIKit: a default here (see ViewControllers.swift).
  public func textViewDidChange(_ textView: UITextView) {}
}

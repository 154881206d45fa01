import Foundation

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

  private let label = UILabel()

  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(frame: .zero)
  }
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) { nil }
  // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  open var textLabel: UILabel? { label }
}

/// A table view controller: it is its table's data source and delegate, so a subclass answers
/// the table's questions by overriding these methods
/// (https://developer.apple.com/documentation/uikit/uitableviewcontroller).
// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor
open class UITableViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  open var tableView: UITableView! = UITableView()

  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
  }
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { nil }
  open override func loadView() {
    view = tableView
  }
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
  // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:) (UIKit's addition)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }
  // https://developer.apple.com/documentation/foundation/indexpath/row (UIKit's addition)
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  // https://developer.apple.com/documentation/foundation/indexpath/section (UIKit's addition)
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}

/// A text view: typing changes its text and tells its delegate.
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
  // ("Tells the delegate when the user changes the text or attributes in the specified text
  // view"; not for a change the app makes)
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewDidChange(_ textView: UITextView) {}
}

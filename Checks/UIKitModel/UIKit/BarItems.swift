import Foundation

/// What a screen puts in the navigation bar: its title, its bar button items, its back action.
// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
  open var hidesBackButton = false
  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
  open var leftBarButtonItem: UIBarButtonItem?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  open var rightBarButtonItems: [UIBarButtonItem]?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  // ("the first item in rightBarButtonItems")
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/prompt
  open var prompt: String?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle
  open var backButtonTitle: String?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
  @available(iOS 16.0, *)
  open var backAction: UIAction?
}

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {
  // https://developer.apple.com/documentation/uikit/uimenuelement/title
  open var title: String

  init(title: String) {
    self.title = title
    super.init()
  }
}

// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uimenu/children
  open private(set) var children: [UIMenuElement]

  // https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
  // (the parameters the examples do not use are left out)
  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title)
  }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action: choosing it (a tap on its button, its row in a menu) runs its handler with it.
// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  private let handler: UIActionHandler

  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // (the parameters between `image` and `handler` all have defaults; the adapters use none)
  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
    self.handler = handler
    super.init(title: title)
  }

  /// The user chose the action.
  func modelPerform() {
    handler(self)
  }
}

// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uibaritem/isenabled
  open var isEnabled = true
  // https://developer.apple.com/documentation/uikit/uibaritem/image
  open var image: UIImage?
}

/// A button of a navigation bar: a tap runs its primary action, or opens its menu.
// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: UIBarItem {
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
  open var primaryAction: UIAction?
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
  open var menu: UIMenu?

  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  @available(iOS 14.0, *)
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.primaryAction = primaryAction
    self.menu = menu
    super.init()
    self.title = title ?? primaryAction?.title
  }
}

// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
  // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
  @available(iOS 7.0, *)
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
  }
  // https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
  open var badgeValue: String?
}

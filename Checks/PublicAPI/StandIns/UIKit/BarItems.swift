// Stand-in for UIKit's navigation items, bar buttons and actions; see ViewControllers.swift.
import Foundation

// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
  open var hidesBackButton = false
  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
  open var leftBarButtonItem: UIBarButtonItem?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  open var rightBarButtonItem: UIBarButtonItem?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  open var rightBarButtonItems: [UIBarButtonItem]?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/prompt
  open var prompt: String?
  // https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
  @available(iOS 16.0, *)
  open var backAction: UIAction?
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) { self.init() }
}

// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
  // (`identifier` and `options` also have defaults; the examples use neither)
  public convenience init(
    title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []
  ) { self.init() }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {}

// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // (the parameters between `image` and `handler` all have defaults; the adapters use none)
  public convenience init(
    title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler
  ) { self.init() }
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { self.init() }
}

// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {}

// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
  // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
  @available(iOS 7.0, *)
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.init() }
  // https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
  open var badgeValue: String?
}

#if canImport(UIKit)
  import DemoApps
  import UIKit

  /// The MVVM-C demo's screens in UIKit (`SeedDemoScene(.mvvmc)`): event-driven view models, a
  /// main coordinator and a child that returns a typed answer.
  extension BarButtonViewController {
    /// The main screen: three buttons, and the status the coordinator writes back.
    static func main(_ viewModel: MainViewModel) -> BarButtonViewController {
      BarButtonViewController(
        title: "Main",
        rightItems: [
          viewModel.barButtonItem("Push Child", sending: .pushChild),
          viewModel.barButtonItem("Present Child", sending: .presentChild),
          viewModel.barButtonItem("Alert", sending: .showAlert),
        ],
        prompt: { viewModel.status })  // what the child or the alert answered
    }

    /// The child: UIKit's own Back button when pushed; Done and Cancel when presented.
    static func child(_ viewModel: ChildViewModel) -> BarButtonViewController {
      guard viewModel.isPresented else { return BarButtonViewController(title: "Child") }
      return BarButtonViewController(
        title: "Child", leftItem: viewModel.barButtonItem("Cancel", sending: .cancel),
        rightItems: [viewModel.barButtonItem("Done", sending: .done)])
    }
  }
#endif

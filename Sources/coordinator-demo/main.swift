import CoordinatorDemos

DemoCommand.main()

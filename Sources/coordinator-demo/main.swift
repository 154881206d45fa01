print("coordinator-demo")

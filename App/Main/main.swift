print("recipes-app")

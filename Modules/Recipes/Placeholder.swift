enum RecipesPlaceholder {}

public enum RecipesAppPlaceholder {}

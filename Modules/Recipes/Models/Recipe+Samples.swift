import SharedModels

extension Recipe {
    /// Ten recipes across every section, three of them premium (23, 42 and 64).
    ///
    /// Identifiers are stable because links and tests name them: `recipes://recipes/42` is
    /// the premium Beef Wellington.
    public static let samples: [Recipe] = [
        Recipe(
            id: 1, title: "Shakshuka", summary: "Eggs poached in a smoky pepper and tomato sauce.",
            category: .breakfast, minutes: 30, servings: 2,
            ingredients: ["4 eggs", "1 red pepper", "400 g chopped tomatoes", "1 onion", "2 cloves garlic",
                          "1 tsp smoked paprika", "Fresh coriander"],
            allergens: [.eggs]),
        Recipe(
            id: 7, title: "Buttermilk Pancakes", summary: "Tall, fluffy pancakes for a slow Sunday.",
            category: .breakfast, minutes: 25, servings: 4,
            ingredients: ["200 g plain flour", "300 ml buttermilk", "1 egg", "30 g melted butter",
                          "1 tbsp sugar", "1 tsp baking powder", "Maple syrup"],
            allergens: [.gluten, .dairy, .eggs]),
        Recipe(
            id: 12, title: "Tomato Basil Soup", summary: "Roasted tomatoes blended smooth with a swirl of cream.",
            category: .soup, minutes: 45, servings: 4,
            ingredients: ["1 kg ripe tomatoes", "1 onion", "2 cloves garlic", "750 ml vegetable stock",
                          "A handful of basil", "50 ml double cream"],
            allergens: [.dairy, .celery]),
        Recipe(
            id: 15, title: "Miso Soup", summary: "A five-minute bowl of dashi, miso and silken tofu.",
            category: .soup, minutes: 10, servings: 2,
            ingredients: ["600 ml dashi", "2 tbsp white miso", "150 g silken tofu", "4 shiitake mushrooms",
                          "2 spring onions", "1 sheet wakame"],
            allergens: [.soy, .fish]),
        Recipe(
            id: 23, title: "Thai Green Curry", summary: "Chicken and aubergine in a fragrant coconut curry.",
            category: .main, minutes: 40, servings: 4,
            ingredients: ["500 g chicken thighs", "2 tbsp green curry paste", "400 ml coconut milk",
                          "1 aubergine", "2 tbsp fish sauce", "A handful of Thai basil", "Jasmine rice"],
            allergens: [.fish, .shellfish], isPremium: true),
        Recipe(
            id: 31, title: "Mushroom Risotto", summary: "Creamy arborio rice with chestnut and porcini mushrooms.",
            category: .main, minutes: 50, servings: 4,
            ingredients: ["300 g arborio rice", "250 g chestnut mushrooms", "20 g dried porcini",
                          "1 litre vegetable stock", "1 shallot", "100 ml white wine", "50 g parmesan", "30 g butter"],
            allergens: [.dairy, .celery]),
        Recipe(
            id: 42, title: "Beef Wellington", summary: "Beef fillet wrapped in mushroom duxelles and golden pastry.",
            category: .main, minutes: 150, servings: 6,
            ingredients: ["1 kg beef fillet", "500 g puff pastry", "400 g chestnut mushrooms",
                          "8 slices prosciutto", "2 tbsp English mustard", "2 egg yolks"],
            allergens: [.gluten, .eggs, .mustard], isPremium: true),
        Recipe(
            id: 56, title: "Chicken Noodle Soup", summary: "The soup that fixes a cold, with egg noodles.",
            category: .soup, minutes: 60, servings: 6,
            ingredients: ["2 chicken breasts", "1.5 litres chicken stock", "150 g egg noodles", "2 carrots",
                          "2 sticks celery", "1 onion", "Fresh parsley"],
            allergens: [.gluten, .eggs, .celery]),
        Recipe(
            id: 64, title: "Lemon Tart", summary: "Sharp lemon curd in a crisp, buttery shell.",
            category: .dessert, minutes: 90, servings: 8,
            ingredients: ["225 g plain flour", "125 g cold butter", "5 eggs", "150 ml double cream",
                          "3 lemons", "175 g caster sugar"],
            allergens: [.gluten, .dairy, .eggs], isPremium: true),
        Recipe(
            id: 77, title: "Chocolate Mousse", summary: "Three ingredients, one bowl, pure chocolate.",
            category: .dessert, minutes: 20, servings: 4,
            ingredients: ["200 g dark chocolate", "4 eggs", "1 tbsp caster sugar"],
            allergens: [.eggs]),
    ]
}

enum ProductsPlaceholder {}

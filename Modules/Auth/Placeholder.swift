enum AuthPlaceholder {}

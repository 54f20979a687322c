enum ProfilePlaceholder {}

"""Making SGLang's Gemma-4 code traceable: torch-math kernel paths and traceable structs."""

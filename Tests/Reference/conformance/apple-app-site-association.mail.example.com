{
  "applinks": {
    "details": [
      {
        "appIDs": [
          "ABCDE12345.com.example.conformance"
        ],
        "components": [
          {
            "/": "/*",
            "comment": "click"
          }
        ]
      }
    ]
  }
}

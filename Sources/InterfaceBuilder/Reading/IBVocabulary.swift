/// The element and attribute names of iOS Interface Builder documents the reader knows: those it
/// models and those it recognises and leaves aside (colours, input traits, gestures: nothing a
/// layout depends on). A name outside these lists draws an unknown-element or unknown-attribute
/// diagnostic.
enum IBVocabulary {
    /// The `<document>` element's attributes.
    static let documentAttributes: Set<String> = [
        "type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout",
        "useTraitCollections", "useSafeAreas", "colorMatched", "initialViewController", "launchScreen",
        "systemVersion",
    ]

    /// The target runtimes of iOS documents: `iOS.CocoaTouch`, and `iOS.CocoaTouch.iPad`, which
    /// Xcode 4 to 6 wrote for documents made for the iPad only (the `Main_iPad.storyboard` of a
    /// universal app): the same format, laid out on an iPad's canvas.
    static let iOSRuntimes: Set<String> = ["iOS.CocoaTouch", "iOS.CocoaTouch.iPad"]

    /// The `<document>` types of iOS storyboards and XIBs.
    static let documentTypes: Set<String> = [
        "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
    ]

    /// View controller elements.
    static let viewControllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "hostingController",
        "viewControllerPlaceholder", "avPlayerViewController", "glkViewController", "pageViewController",
    ]

    /// Objects of an `<objects>` list the model keeps by name and id only.
    static let otherObjectElements: Set<String> = [
        "customObject", "barButtonItem", "navigationItem", "tabBarItem", "searchDisplayController", "tapGestureRecognizer",
        "swipeGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer",
        "pongPressGestureRecognizer", "screenEdgePanGestureRecognizer", "hoverGestureRecognizer",
    ]

    /// Elements that hold bar items, whose custom views the reader reads.
    static let itemElements: Set<String> = [
        "navigationItem", "barButtonItem", "tabBarItem", "leftBarButtonItems", "rightBarButtonItems", "toolbarItems",
        "items",
    ]

    /// View controller attributes the model has fields for.
    static let viewControllerModelledAttributes: Set<String> = [
        "id", "customClass", "customModule", "storyboardIdentifier", "title", "userLabel",
        "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars",
    ]

    /// Every view controller attribute the reader knows.
    static let viewControllerAttributes: Set<String> = viewControllerModelledAttributes.union([
        "allowDoubleColumnStyle", "autoresizesArchivedViewToFullSize", "behavior", "bundleIdentifier",
        "clearsSelectionOnViewWillAppear", "customModuleProvider", "definesPresentationContext",
        "hidesBottomBarWhenPushed", "maximumPrimaryColumnWidth", "minimumPrimaryColumnWidth", "modalPresentationStyle",
        "modalTransitionStyle", "navigationBarHidden", "navigationOrientation", "pageSpacing", "preferredDisplayMode",
        "preferredPrimaryColumnWidthFraction", "presentsWithGesture", "primaryBackgroundStyle",
        "providesPresentationContextTransitionStyle", "referencedIdentifier", "sceneMemberID", "spineLocation",
        "storyboardName", "toolbarHidden", "transitionStyle", "useStoryboardIdentifierAsRestorationIdentifier",
        "wantsFullScreenLayout", "restorationIdentifier", "modalPresentationCapturesStatusBarAppearance",
    ])

    /// Children of a view controller element the model leaves aside.
    static let ignoredViewControllerChildren: Set<String> = [
        "userDefinedRuntimeAttributes", "nil", "value", "keyCommands", "size", "point", "color",
        "splitViewControllerBehavior", "inset", "attributedString",
    ]

    /// View attributes the model has fields for, for every kind.
    static let viewModelledAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "userLabel", "restorationIdentifier",
        "translatesAutoresizingMaskIntoConstraints", "hidden", "alpha", "clipsSubviews", "contentMode",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "misplaced", "ambiguous", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "layoutMarginsFollowReadableWidth", "image", "catalog",
    ]

    /// Text attributes the model reads into `IBText` for `textKinds`.
    static let textAttributes: Set<String> = [
        "text", "placeholder", "numberOfLines", "lineBreakMode", "textAlignment", "adjustsFontSizeToFit",
        "minimumScaleFactor", "minimumFontSize", "preferredMaxLayoutWidth", "baselineAdjustment",
        "adjustsFontForContentSizeCategory",
    ]

    /// Stack view attributes the model reads into `IBStackView`.
    static let stackAttributes: Set<String> = [
        "axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement",
    ]

    /// Table view attributes the model reads into `IBTableView`.
    static let tableAttributes: Set<String> = [
        "style", "dataMode", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
    ]

    /// The attributes of a view of `kind` that the model has fields for.
    static func modelledAttributes(of kind: IBViewKind) -> Set<String> {
        switch kind {
        case .label, .textField, .textView: return textViewModelledAttributes
        case .button: return buttonModelledAttributes
        case .stackView: return stackModelledAttributes
        case .tableView: return tableModelledAttributes
        default: return viewModelledAttributes
        }
    }

    private static let textViewModelledAttributes = viewModelledAttributes.union(textAttributes)
    private static let buttonModelledAttributes = textViewModelledAttributes.union(["buttonType"])
    private static let stackModelledAttributes = viewModelledAttributes.union(stackAttributes)
    private static let tableModelledAttributes = viewModelledAttributes.union(tableAttributes)

    /// The kinds whose text attributes the model reads into `IBText`.
    static let textKinds: Set<IBViewKind> = [.label, .button, .textField, .textView]

    /// Every view attribute the reader knows, modelled or not.
    static let viewAttributes: Set<String> = viewModelledAttributes.union(textAttributes).union(stackAttributes).union(tableAttributes).union([
        // Text
        "adjustsLetterSpacingToFitWidth", "usesAttributedText", "borderStyle",
        "clearButtonMode", "clearsOnBeginEditing", "editable", "selectable", "showsExpansionTextWhenTruncated",
        "layoutManager", "highlighted", "enabled", "selected",
        // Table, collection, scroll
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        "separatorStyle", "separatorInsetReference", "cellLayoutMarginsFollowReadableWidth", "allowsSelection", "allowsMultipleSelection",
        "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing", "prefetchingEnabled",
        "alwaysBounceHorizontal", "alwaysBounceVertical", "bounces", "bouncesZoom", "canCancelContentTouches",
        "delaysContentTouches", "directionalLockEnabled", "indicatorStyle", "keyboardDismissMode",
        "maximumZoomScale", "minimumZoomScale", "pagingEnabled", "scrollEnabled", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "contentInsetAdjustmentBehavior", "contentViewInsetsToSafeArea",
        // Cells
        "reuseIdentifier", "selectionStyle", "accessoryType", "editingAccessoryType", "indentationLevel",
        "indentationWidth", "shouldIndentWhileEditing", "showsReorderControl", "hidesAccessoryWhenEditing",
        "textLabel", "detailTextLabel", "imageView", "tableViewCell", "focusStyle",
        // Controls
        "buttonType", "contentHorizontalAlignment", "contentVerticalAlignment", "adjustsImageWhenDisabled",
        "adjustsImageWhenHighlighted", "adjustsImageSizeForAccessibilityContentSizeCategory",
        "reversesTitleShadowWhenHighlighted", "showsTouchWhenHighlighted", "hasAttributedTitle", "pointerInteraction",
        "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction", "role", "springLoaded", "on", "value",
        "minValue", "maxValue", "minimumValue", "maximumValue", "stepValue", "autorepeat", "continuous", "wraps",
        "momentary", "segmentControlStyle",
        "selectedSegmentIndex", "apportionsSegmentWidthsByContent", "numberOfPages", "hidesForSinglePage",
        "progress", "progressViewStyle", "animating", "hidesWhenStopped", "datePickerMode", "minuteInterval",
        "useCurrentDate", "searchBarStyle", "showsCancelButton", "barStyle", "translucent", "largeTitles",
        "highlightedImage", "catalog", "title",
        // Maps, web, scene kits
        "mapType", "pitchEnabled", "rotateEnabled", "zoomEnabled", "showsBuildings", "showsCompass",
        "showsPointsOfInterest", "showsUserLocation", "scalesPageToFit", "allowsBackForwardNavigationGestures",
        "allowsLinkPreview", "wantsMultisampling", "colorPixelFormat", "depthStencilPixelFormat",
        // Any view
        "opaque", "userInteractionEnabled", "multipleTouchEnabled", "tag", "customModuleProvider", "fixedFrame",
        "semanticContentAttribute", "clearsContextBeforeDrawing", "autoresizesSubviews", "simulatedAppContext",
        "verifyAmbiguity", "showsSelectionImmediatelyOnTouchBegin", "propertyAccessControl",
    ])

    /// The keys under which a view holds another view.
    static let viewKeys: Set<String> = [
        "contentView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "inputAccessoryView", "inputView", "titleView", "customView", "view",
    ]

    /// Children of a view the model leaves aside (appearance, behaviour, runtime attributes).
    static let ignoredViewChildren: Set<String> = [
        "color", "nil", "animations", "userDefinedRuntimeAttributes", "gestureRecognizers", "textInputTraits",
        "point", "size", "inset", "rect", "imageReference", "preferredSymbolConfiguration", "blurEffect",
        "vibrancyEffect", "date", "dataDetectorType", "wkWebViewConfiguration", "standardMapConfiguration",
        "scopeButtonTitles", "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance", "textAttributes",
        "backgroundConfiguration", "listContentConfiguration", "offsetWrapper", "items", "string", "real",
        "integer", "bool", "accessibilityTraits", "fontDescription", "font", "attributedString", "edgeInsets",
        "directionalEdgeInsets", "mutableString", "locale", "calendar", "timeZone", "segments", "connections",
        "userDefinedRuntimeAttribute", "state", "image", "attributes",
    ]

    /// `<constraint>` attributes.
    static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant",
        "priority", "identifier", "symbolic", "symbolType", "placeholder", "userLabel", "customClass", "customModule",
        "customModuleProvider",
    ]

    /// Constraint attribute names as documents write them (`baseline` aside).
    static let constraintAttributeNames: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// The forms of a variation key, for diagnostics.
    static let variationKeyForms = [
        "default", "widthClass=compact|regular", "heightClass=compact|regular",
        "heightClass=compact|regular-widthClass=compact|regular",
    ]
}

import {
  BusinessError,
  NotFoundError,
  PermissionError,
  PlanLimitError,
  ValidationError,
  assertCan,
  can,
  parseInput,
  requireActor
} from "./chunk-BSPRULER.js";
import {
  scopedDb,
  unscopedDb
} from "./chunk-3XUCUEAO.js";

// ../schema/src/messages/en.json
var en_default = {
  "common.notFound": "The requested resource does not exist",
  "common.serverError": "The interface reports an error, please report this problem to customer service",
  "common.timeout": "Data request timed out, please refresh and retry",
  "common.badRequest": "The request could not be understood",
  "common.bodyTooLarge": "The request is too large (at most {limit})",
  "common.unsupportedMediaType": "Unsupported request body type",
  "common.tooManyRequests": "Too many requests, please try again in {seconds} seconds",
  "validation.failed": "Please correct the highlighted fields",
  "validation.required": "{field} is required",
  "validation.tooLong": "{field} must be at most {max} characters",
  "validation.email": "Please enter a valid e-mail address",
  "validation.phone": "The phone number may contain only digits, +, - and spaces",
  "validation.username": "The username may contain only letters, digits, underscore, dash, dot and @ (3 to 50 characters)",
  "validation.passwordTooShort": "The password must be at least {min} characters",
  "validation.passwordMismatch": "The two passwords do not match",
  "validation.codeLength": "The verification code must be 6 characters",
  "validation.rate": "The rate must be a number from 0 to 100 with at most 2 decimals",
  "validation.integerIds": "Please choose valid entries",
  "validation.pageSize": "The page size must be between 1 and {max}",
  "validation.euTaxType": "Unknown EU tax number type",
  "validation.platformType": "Unknown marketplace",
  "validation.shopStatus": "Unknown shop status",
  "validation.edition": "Unknown plan edition",
  "auth.invalidCredentials": "Wrong username or password",
  "auth.accountDisabled": "This account has been disabled, please contact your main account",
  "auth.tokenMissing": "Please sign in first",
  "auth.tokenExpired": "Your sign-in has expired, please sign in again",
  "auth.tokenInvalid": "Your sign-in is not valid, please sign in again",
  "auth.tokenRevoked": "You have signed out, please sign in again",
  "auth.tooManyAttempts": "Too many sign-in attempts, please try again in {seconds} seconds",
  "auth.usernameTaken": "The username {username} is already taken",
  "auth.codeInvalid": "The verification code is wrong or has expired",
  "auth.codeSent": "If the account exists, a verification code has been sent to its e-mail",
  "auth.wrongOldPassword": "The current password is wrong",
  "permission.denied": 'You do not have the permission "{permission}"',
  "permission.mainOnly": "Only the main account can do this",
  "plan.limitReached": "Your {edition} plan allows at most {limit} {resource}; please upgrade your plan to add more",
  "plan.resource.shops": "shops",
  "plan.resource.accounts": "accounts",
  "plan.resource.warehouses": "warehouses",
  "plan.edition.standard": "Standard",
  "plan.edition.professional": "Professional",
  "plan.edition.flagship": "Flagship",
  "account.notFound": "The sub-account does not exist",
  "account.mainAccountProtected": "The main account cannot be changed here",
  "account.roleNotFound": "The role does not exist",
  "account.shopNotFound": "One of the chosen shops does not exist",
  "role.notFound": "The role does not exist",
  "role.nameTaken": "A role named {name} already exists",
  "role.inUse": "The role is assigned to {count} accounts; assign them another role first",
  "role.unknownPermission": "Unknown permission: {permission}",
  "shop.notFound": "The shop does not exist",
  "shop.nameTaken": "The {platform} shop {name} already exists",
  "shop.authFailed": "Authorization failed: {reason}",
  "shop.authDenied": "the marketplace refused the authorization code",
  "field.username": "Username",
  "field.password": "Password",
  "field.password2": "Password again",
  "field.oldPassword": "Current password",
  "field.companyName": "Company name",
  "field.realname": "Real name",
  "field.phone": "Phone",
  "field.email": "E-mail",
  "field.code": "Verification code",
  "field.name": "Name",
  "field.remark": "Remark",
  "field.roleId": "Role",
  "field.allowShopIds": "Shops",
  "field.permissions": "Permissions",
  "field.shopName": "Shop name",
  "field.alias": "Alias",
  "field.platformType": "Marketplace",
  "field.authCode": "Authorization code",
  "field.platformRate": "Platform rate",
  "field.transferRate": "Transfer rate",
  "field.vatRate": "VAT rate",
  "field.euTaxNumber": "EU tax number",
  "field.euTaxType": "EU tax number type",
  "field.message": "Message",
  "field.contact": "Contact",
  "field.address": "Address",
  "validation.offset": "The page offset must be a whole number from 0",
  "validation.invalidCharacters": "The text contains characters that cannot be saved (such as a null character)",
  "form.required": "This field is required",
  "form.twoDecimal": "Enter a number of 0 or more with at most 2 decimals",
  "form.signedTwoDecimal": "Enter a number (negative allowed) with at most 2 decimals",
  "form.threeDecimal": "Enter a number of 0 or more with at most 3 decimals",
  "form.fourDecimal": "Enter a number of 0 or more with at most 4 decimals",
  "form.multipleOf100": "Enter a multiple of 100 (100, 200, 300 \u2026)",
  "form.nonNegativeInteger": "Enter a whole number of 0 or more",
  "form.integerMin1": "Enter a whole number of at least 1",
  "form.positiveInteger": "Enter a positive whole number",
  "form.notZero": "The value cannot be 0",
  "form.exactLength": "Enter exactly {length} characters",
  "form.wordChars": "Only letters, digits, underscores, dashes and spaces are allowed",
  "form.alnumChinese": "Only letters, digits and Chinese characters are allowed",
  "form.aboveZeroAtMost10": "Enter a number greater than 0 and at most 10",
  "form.lengthRange": "Enter {min} to {max} characters",
  "form.barcode": "The barcode (EAN/UPC) must be 8 digits or 12 to 14 digits",
  "form.nonChinese": "Chinese characters are not allowed",
  "form.digits": "Only digits are allowed",
  "form.httpLink": "Enter a link starting with http:// or https://",
  "form.upTo": "Enter a number from {min} to {max}",
  "form.min": "The value cannot be less than {min}",
  "form.max": "The value cannot be greater than {max}",
  "form.minAboveMax": "The minimum cannot be greater than the maximum",
  "form.numeric": "Enter a number",
  "form.between": "Enter a number between {min} and {max}",
  "form.videoLink": "Enter a video link ending in swf, avi, flv, mpg, rm, mov, wav, asf, 3gp, mkv, rmvb or mp4",
  "form.pattern": "The format is not valid",
  "form.noLeadingZero": "The value cannot start with 0",
  "form.email": "Enter a valid e-mail address",
  "form.imageUrl": "Enter an image link ending in jpg, jpeg, webp or png",
  "form.zipCode": "The zip code may contain only letters, digits, commas, spaces, dashes and stars (no Chinese, brackets or @)",
  "form.positiveDecimal": "Enter a number greater than 0",
  "form.interval": "Enter a number N or a range N-M",
  "form.intervalOrder": "In a range N-M the left number must be less than the right one",
  "graphql.depthLimit": "The query is nested too deeply: at most {max} levels, this one has {found}",
  "graphql.aliasLimit": "The query uses too many aliases: at most {max}, this one has {found}",
  "graphql.tokenLimit": "The query is too long: at most {max} tokens",
  "graphql.costLimit": "The query asks for too much at once: its cost is {cost}, at most {max} is allowed; ask for fewer rows or fields"
};

// ../schema/src/messages/zh.json
var zh_default = {
  "common.notFound": "\u8BF7\u6C42\u7684\u8D44\u6E90\u4E0D\u5B58\u5728",
  "common.serverError": "\u63A5\u53E3\u62A5\u9519\uFF0C\u8BF7\u5C06\u6B64\u95EE\u9898\u53CD\u9988\u7ED9\u5BA2\u670D",
  "common.timeout": "\u6570\u636E\u8BF7\u6C42\u8D85\u65F6\uFF0C\u8BF7\u5237\u65B0\u540E\u91CD\u8BD5",
  "common.badRequest": "\u65E0\u6CD5\u8BC6\u522B\u7684\u8BF7\u6C42",
  "common.bodyTooLarge": "\u8BF7\u6C42\u5185\u5BB9\u8FC7\u5927\uFF08\u6700\u591A {limit}\uFF09",
  "common.unsupportedMediaType": "\u4E0D\u652F\u6301\u7684\u8BF7\u6C42\u5185\u5BB9\u7C7B\u578B",
  "common.tooManyRequests": "\u8BF7\u6C42\u8FC7\u4E8E\u9891\u7E41\uFF0C\u8BF7\u5728 {seconds} \u79D2\u540E\u91CD\u8BD5",
  "validation.failed": "\u8BF7\u4FEE\u6539\u6807\u51FA\u7684\u5B57\u6BB5",
  "validation.required": "{field}\u4E0D\u80FD\u4E3A\u7A7A",
  "validation.tooLong": "{field}\u6700\u591A {max} \u4E2A\u5B57\u7B26",
  "validation.email": "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u90AE\u7BB1\u5730\u5740",
  "validation.phone": "\u624B\u673A\u53F7\u53EA\u80FD\u5305\u542B\u6570\u5B57\u3001+\u3001- \u548C\u7A7A\u683C",
  "validation.username": "\u7528\u6237\u540D\u53EA\u80FD\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u3001\u4E0B\u5212\u7EBF\u3001\u6A2A\u7EBF\u3001\u70B9\u548C @\uFF083 \u5230 50 \u4E2A\u5B57\u7B26\uFF09",
  "validation.passwordTooShort": "\u5BC6\u7801\u81F3\u5C11 {min} \u4E2A\u5B57\u7B26",
  "validation.passwordMismatch": "\u4E24\u6B21\u8F93\u5165\u7684\u5BC6\u7801\u4E0D\u4E00\u81F4",
  "validation.codeLength": "\u9A8C\u8BC1\u7801\u5FC5\u987B\u4E3A 6 \u4E2A\u5B57\u7B26",
  "validation.rate": "\u8D39\u7387\u987B\u4E3A 0 \u5230 100 \u4E4B\u95F4\u7684\u6570\u5B57\uFF0C\u6700\u591A\u4E24\u4F4D\u5C0F\u6570",
  "validation.integerIds": "\u8BF7\u9009\u62E9\u6709\u6548\u7684\u9009\u9879",
  "validation.pageSize": "\u6BCF\u9875\u6761\u6570\u987B\u5728 1 \u5230 {max} \u4E4B\u95F4",
  "validation.euTaxType": "\u672A\u77E5\u7684\u6B27\u76DF\u7A0E\u53F7\u7C7B\u578B",
  "validation.platformType": "\u672A\u77E5\u7684\u5E73\u53F0",
  "validation.shopStatus": "\u672A\u77E5\u7684\u5E97\u94FA\u72B6\u6001",
  "validation.edition": "\u672A\u77E5\u7684\u5957\u9910\u7248\u672C",
  "auth.invalidCredentials": "\u7528\u6237\u540D\u6216\u5BC6\u7801\u9519\u8BEF",
  "auth.accountDisabled": "\u8BE5\u8D26\u53F7\u5DF2\u88AB\u7981\u7528\uFF0C\u8BF7\u8054\u7CFB\u4E3B\u8D26\u53F7",
  "auth.tokenMissing": "\u8BF7\u5148\u767B\u5F55",
  "auth.tokenExpired": "\u767B\u5F55\u5DF2\u8FC7\u671F\uFF0C\u8BF7\u91CD\u65B0\u767B\u5F55",
  "auth.tokenInvalid": "\u767B\u5F55\u4FE1\u606F\u65E0\u6548\uFF0C\u8BF7\u91CD\u65B0\u767B\u5F55",
  "auth.tokenRevoked": "\u60A8\u5DF2\u9000\u51FA\u767B\u5F55\uFF0C\u8BF7\u91CD\u65B0\u767B\u5F55",
  "auth.tooManyAttempts": "\u767B\u5F55\u5C1D\u8BD5\u8FC7\u4E8E\u9891\u7E41\uFF0C\u8BF7\u5728 {seconds} \u79D2\u540E\u91CD\u8BD5",
  "auth.usernameTaken": "\u7528\u6237\u540D {username} \u5DF2\u88AB\u5360\u7528",
  "auth.codeInvalid": "\u9A8C\u8BC1\u7801\u9519\u8BEF\u6216\u5DF2\u8FC7\u671F",
  "auth.codeSent": "\u5982\u679C\u8BE5\u8D26\u53F7\u5B58\u5728\uFF0C\u9A8C\u8BC1\u7801\u5DF2\u53D1\u9001\u5230\u5176\u90AE\u7BB1",
  "auth.wrongOldPassword": "\u5F53\u524D\u5BC6\u7801\u9519\u8BEF",
  "permission.denied": "\u60A8\u6CA1\u6709\u201C{permission}\u201D\u6743\u9650",
  "permission.mainOnly": "\u53EA\u6709\u4E3B\u8D26\u53F7\u53EF\u4EE5\u6267\u884C\u6B64\u64CD\u4F5C",
  "plan.limitReached": "\u60A8\u7684{edition}\u5957\u9910\u6700\u591A\u5141\u8BB8 {limit} \u4E2A{resource}\uFF0C\u8BF7\u5347\u7EA7\u5957\u9910\u540E\u518D\u6DFB\u52A0",
  "plan.resource.shops": "\u5E97\u94FA",
  "plan.resource.accounts": "\u8D26\u53F7",
  "plan.resource.warehouses": "\u4ED3\u5E93",
  "plan.edition.standard": "\u6807\u51C6\u7248",
  "plan.edition.professional": "\u4E13\u4E1A\u7248",
  "plan.edition.flagship": "\u65D7\u8230\u7248",
  "account.notFound": "\u5B50\u8D26\u53F7\u4E0D\u5B58\u5728",
  "account.mainAccountProtected": "\u4E3B\u8D26\u53F7\u4E0D\u80FD\u5728\u8FD9\u91CC\u4FEE\u6539",
  "account.roleNotFound": "\u89D2\u8272\u4E0D\u5B58\u5728",
  "account.shopNotFound": "\u6240\u9009\u5E97\u94FA\u4E2D\u6709\u4E0D\u5B58\u5728\u7684\u5E97\u94FA",
  "role.notFound": "\u89D2\u8272\u4E0D\u5B58\u5728",
  "role.nameTaken": "\u5DF2\u5B58\u5728\u540D\u4E3A {name} \u7684\u89D2\u8272",
  "role.inUse": "\u8BE5\u89D2\u8272\u5DF2\u5206\u914D\u7ED9 {count} \u4E2A\u8D26\u53F7\uFF0C\u8BF7\u5148\u4E3A\u5B83\u4EEC\u5206\u914D\u5176\u4ED6\u89D2\u8272",
  "role.unknownPermission": "\u672A\u77E5\u7684\u6743\u9650\uFF1A{permission}",
  "shop.notFound": "\u5E97\u94FA\u4E0D\u5B58\u5728",
  "shop.nameTaken": "\u5DF2\u5B58\u5728\u540D\u4E3A {name} \u7684 {platform} \u5E97\u94FA",
  "shop.authFailed": "\u6388\u6743\u5931\u8D25\uFF1A{reason}",
  "shop.authDenied": "\u5E73\u53F0\u62D2\u7EDD\u4E86\u8BE5\u6388\u6743\u7801",
  "field.username": "\u7528\u6237\u540D",
  "field.password": "\u5BC6\u7801",
  "field.password2": "\u786E\u8BA4\u5BC6\u7801",
  "field.oldPassword": "\u5F53\u524D\u5BC6\u7801",
  "field.companyName": "\u516C\u53F8\u540D\u79F0",
  "field.realname": "\u771F\u5B9E\u59D3\u540D",
  "field.phone": "\u624B\u673A\u53F7",
  "field.email": "\u90AE\u7BB1",
  "field.code": "\u9A8C\u8BC1\u7801",
  "field.name": "\u540D\u79F0",
  "field.remark": "\u5907\u6CE8",
  "field.roleId": "\u89D2\u8272",
  "field.allowShopIds": "\u5E97\u94FA",
  "field.permissions": "\u6743\u9650",
  "field.shopName": "\u5E97\u94FA\u540D\u79F0",
  "field.alias": "\u522B\u540D",
  "field.platformType": "\u5E73\u53F0",
  "field.authCode": "\u6388\u6743\u7801",
  "field.platformRate": "\u5E73\u53F0\u8D39\u7387",
  "field.transferRate": "\u8F6C\u8D26\u8D39\u7387",
  "field.vatRate": "\u589E\u503C\u7A0E\u7387",
  "field.euTaxNumber": "\u6B27\u76DF\u7A0E\u53F7",
  "field.euTaxType": "\u6B27\u76DF\u7A0E\u53F7\u7C7B\u578B",
  "field.message": "\u5185\u5BB9",
  "field.contact": "\u8054\u7CFB\u4EBA",
  "field.address": "\u5730\u5740",
  "validation.offset": "\u5206\u9875\u504F\u79FB\u91CF\u987B\u4E3A\u4E0D\u5C0F\u4E8E 0 \u7684\u6574\u6570",
  "validation.invalidCharacters": "\u6587\u672C\u5305\u542B\u65E0\u6CD5\u4FDD\u5B58\u7684\u5B57\u7B26\uFF08\u5982\u7A7A\u5B57\u7B26\uFF09",
  "form.required": "\u6B64\u9879\u4E3A\u5FC5\u586B\u9879",
  "form.twoDecimal": "\u8BF7\u8F93\u5165\u4E0D\u5C0F\u4E8E 0 \u7684\u6570\u5B57\uFF0C\u6700\u591A\u4E24\u4F4D\u5C0F\u6570",
  "form.signedTwoDecimal": "\u8BF7\u8F93\u5165\u6570\u5B57\uFF08\u53EF\u4E3A\u8D1F\u6570\uFF09\uFF0C\u6700\u591A\u4E24\u4F4D\u5C0F\u6570",
  "form.threeDecimal": "\u8BF7\u8F93\u5165\u4E0D\u5C0F\u4E8E 0 \u7684\u6570\u5B57\uFF0C\u6700\u591A\u4E09\u4F4D\u5C0F\u6570",
  "form.fourDecimal": "\u8BF7\u8F93\u5165\u4E0D\u5C0F\u4E8E 0 \u7684\u6570\u5B57\uFF0C\u6700\u591A\u56DB\u4F4D\u5C0F\u6570",
  "form.multipleOf100": "\u8BF7\u8F93\u5165 100 \u7684\u6574\u6570\u500D\uFF08100\u3001200\u3001300 \u2026\uFF09",
  "form.nonNegativeInteger": "\u8BF7\u8F93\u5165\u5927\u4E8E\u6216\u7B49\u4E8E 0 \u7684\u6574\u6570",
  "form.integerMin1": "\u8BF7\u8F93\u5165\u5927\u4E8E\u6216\u7B49\u4E8E 1 \u7684\u6574\u6570",
  "form.positiveInteger": "\u8BF7\u8F93\u5165\u6B63\u6574\u6570",
  "form.notZero": "\u4E0D\u80FD\u4E3A 0",
  "form.exactLength": "\u8BF7\u8F93\u5165 {length} \u4E2A\u5B57\u7B26",
  "form.wordChars": "\u53EA\u80FD\u8F93\u5165\u5B57\u6BCD\u3001\u6570\u5B57\u3001\u4E0B\u5212\u7EBF\u3001\u6A2A\u7EBF\u548C\u7A7A\u683C",
  "form.alnumChinese": "\u53EA\u80FD\u8F93\u5165\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u4E2D\u6587",
  "form.aboveZeroAtMost10": "\u8BF7\u8F93\u5165\u5927\u4E8E 0 \u4E14\u4E0D\u8D85\u8FC7 10 \u7684\u6570\u5B57",
  "form.lengthRange": "\u957F\u5EA6\u4E3A {min} \u5230 {max} \u4E2A\u5B57\u7B26",
  "form.barcode": "\u6761\u7801\uFF08EAN/UPC\uFF09\u5FC5\u987B\u4E3A 8 \u4F4D\u6216 12 \u5230 14 \u4F4D\u6570\u5B57",
  "form.nonChinese": "\u4E0D\u80FD\u5305\u542B\u4E2D\u6587",
  "form.digits": "\u53EA\u80FD\u8F93\u5165\u6570\u5B57",
  "form.httpLink": "\u8BF7\u8F93\u5165\u4EE5 http:// \u6216 https:// \u5F00\u5934\u7684\u94FE\u63A5",
  "form.upTo": "\u8BF7\u8F93\u5165 {min} \u5230 {max} \u4E4B\u95F4\u7684\u6570\u5B57",
  "form.min": "\u4E0D\u80FD\u5C0F\u4E8E {min}",
  "form.max": "\u4E0D\u80FD\u5927\u4E8E {max}",
  "form.minAboveMax": "\u6700\u5C0F\u503C\u4E0D\u80FD\u5927\u4E8E\u6700\u5927\u503C",
  "form.numeric": "\u8BF7\u8F93\u5165\u6570\u5B57",
  "form.between": "\u8BF7\u8F93\u5165\u4ECB\u4E8E {min} \u548C {max} \u4E4B\u95F4\u7684\u6570\u5B57",
  "form.videoLink": "\u8BF7\u8F93\u5165\u4EE5 swf\u3001avi\u3001flv\u3001mpg\u3001rm\u3001mov\u3001wav\u3001asf\u30013gp\u3001mkv\u3001rmvb \u6216 mp4 \u7ED3\u5C3E\u7684\u89C6\u9891\u94FE\u63A5",
  "form.pattern": "\u683C\u5F0F\u4E0D\u6B63\u786E",
  "form.noLeadingZero": "\u4E0D\u80FD\u4EE5 0 \u5F00\u5934",
  "form.email": "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u90AE\u7BB1\u5730\u5740",
  "form.imageUrl": "\u8BF7\u8F93\u5165\u4EE5 jpg\u3001jpeg\u3001webp \u6216 png \u7ED3\u5C3E\u7684\u56FE\u7247\u94FE\u63A5",
  "form.zipCode": "\u90AE\u7F16\u53EA\u80FD\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u3001\u9017\u53F7\u3001\u7A7A\u683C\u3001\u6A2A\u7EBF\u548C\u661F\u53F7\uFF08\u4E0D\u80FD\u5305\u542B\u4E2D\u6587\u3001\u62EC\u53F7\u6216 @\uFF09",
  "form.positiveDecimal": "\u8BF7\u8F93\u5165\u5927\u4E8E 0 \u7684\u6570\u5B57",
  "form.interval": "\u8BF7\u8F93\u5165\u6570\u5B57 N \u6216\u533A\u95F4 N-M",
  "form.intervalOrder": "\u533A\u95F4 N-M \u4E2D\u5DE6\u8FB9\u7684\u6570\u5B57\u5FC5\u987B\u5C0F\u4E8E\u53F3\u8FB9",
  "graphql.depthLimit": "\u67E5\u8BE2\u5D4C\u5957\u8FC7\u6DF1\uFF1A\u6700\u591A {max} \u5C42\uFF0C\u5F53\u524D\u4E3A {found} \u5C42",
  "graphql.aliasLimit": "\u67E5\u8BE2\u4F7F\u7528\u7684\u522B\u540D\u8FC7\u591A\uFF1A\u6700\u591A {max} \u4E2A\uFF0C\u5F53\u524D\u4E3A {found} \u4E2A",
  "graphql.tokenLimit": "\u67E5\u8BE2\u8FC7\u957F\uFF1A\u6700\u591A {max} \u4E2A\u8BCD\u6CD5\u5355\u5143",
  "graphql.costLimit": "\u4E00\u6B21\u67E5\u8BE2\u7684\u6570\u636E\u8FC7\u591A\uFF1A\u5F00\u9500\u4E3A {cost}\uFF0C\u6700\u591A\u5141\u8BB8 {max}\uFF1B\u8BF7\u51CF\u5C11\u884C\u6570\u6216\u5B57\u6BB5"
};

// ../schema/src/messages/messaging.en.json
var messaging_en_default = {
  NoNeedToMarkReadContentYet: "There is nothing to mark as read yet",
  "notice.group.system": "System",
  "notice.group.order": "Orders",
  "notice.group.stock": "Stock",
  "notice.group.product": "Products",
  "notice.group.task": "Tasks",
  "notice.type.1": "System notice",
  "notice.type.2": "Notice with details",
  "notice.type.3": "Unmatched orders",
  "notice.type.4": "Abnormal orders",
  "notice.type.5": "Low stock",
  "notice.type.6": "Shop authorization",
  "notice.type.7": "Listing failed",
  "notice.type.8": "GigaCloud stock changes",
  "notice.type.9": "GigaCloud item stock",
  "notice.type.10": "vidaXL product changes",
  "notice.type.11": "vidaXL item",
  "notice.type.12": "Export finished",
  "notice.type.13": "Product development demand",
  "notice.type.14": "Purchase alerts",
  "notice.typeInvalid": "Unknown message type {value}",
  "notice.levelInvalid": "Unknown popup level {value}: choose HIGH, MIDDLE or LOW",
  "notice.groupInvalid": "Unknown message group {value}",
  "notice.readFlagInvalid": "The read state must be '1' (read) or '2' (unread)",
  "notice.updateTypeInvalid": "updateType must be '1' (mark as read)",
  "notice.idsRequired": "Choose the messages to mark as read",
  "notice.idsInvalid": "The message ids must be positive whole numbers, at most 1000 at a time",
  "bulletin.idInvalid": "The bulletin id must be a positive whole number",
  "permission.operatorOnly": "Only the service operator can do this",
  "operator.usernameTaken": "The operator {username} already exists",
  "field.title": "Title",
  "field.content": "Content",
  "field.ids": "Messages",
  "field.level": "Popup level",
  "field.type": "Message type",
  "field.group": "Message group",
  "field.isRead": "Read state",
  "field.updateType": "Update type",
  "field.id": "Id",
  "permission.companyUsersOnly": "Sign in with a company account to do this"
};

// ../schema/src/messages/messaging.zh.json
var messaging_zh_default = {
  NoNeedToMarkReadContentYet: "\u6682\u65E0\u9700\u8981\u6807\u8BB0\u5DF2\u8BFB\u7684\u5185\u5BB9",
  "notice.group.system": "\u7CFB\u7EDF",
  "notice.group.order": "\u8BA2\u5355",
  "notice.group.stock": "\u5E93\u5B58",
  "notice.group.product": "\u5546\u54C1",
  "notice.group.task": "\u4EFB\u52A1",
  "notice.type.1": "\u7CFB\u7EDF\u901A\u77E5",
  "notice.type.2": "\u8BE6\u60C5\u901A\u77E5",
  "notice.type.3": "\u672A\u5339\u914D\u8BA2\u5355",
  "notice.type.4": "\u5F02\u5E38\u8BA2\u5355",
  "notice.type.5": "\u5E93\u5B58\u4E0D\u8DB3",
  "notice.type.6": "\u5E97\u94FA\u6388\u6743",
  "notice.type.7": "\u520A\u767B\u5931\u8D25",
  "notice.type.8": "GigaCloud\u5E93\u5B58\u53D8\u52A8",
  "notice.type.9": "GigaCloud\u5546\u54C1\u5E93\u5B58",
  "notice.type.10": "vidaXL\u5546\u54C1\u53D8\u52A8",
  "notice.type.11": "vidaXL\u5546\u54C1",
  "notice.type.12": "\u5BFC\u51FA\u5B8C\u6210",
  "notice.type.13": "\u4EA7\u54C1\u5F00\u53D1\u9700\u6C42",
  "notice.type.14": "\u91C7\u8D2D\u63D0\u9192",
  "notice.typeInvalid": "\u672A\u77E5\u7684\u6D88\u606F\u7C7B\u578B {value}",
  "notice.levelInvalid": "\u672A\u77E5\u7684\u5F39\u7A97\u7EA7\u522B {value}\uFF1A\u8BF7\u9009\u62E9 HIGH\u3001MIDDLE \u6216 LOW",
  "notice.groupInvalid": "\u672A\u77E5\u7684\u6D88\u606F\u5206\u7EC4 {value}",
  "notice.readFlagInvalid": "\u5DF2\u8BFB\u72B6\u6001\u53EA\u80FD\u662F '1'\uFF08\u5DF2\u8BFB\uFF09\u6216 '2'\uFF08\u672A\u8BFB\uFF09",
  "notice.updateTypeInvalid": "updateType \u53EA\u80FD\u662F '1'\uFF08\u6807\u8BB0\u5DF2\u8BFB\uFF09",
  "notice.idsRequired": "\u8BF7\u9009\u62E9\u8981\u6807\u8BB0\u5DF2\u8BFB\u7684\u6D88\u606F",
  "notice.idsInvalid": "\u6D88\u606F id \u5FC5\u987B\u662F\u6B63\u6574\u6570\uFF0C\u6BCF\u6B21\u6700\u591A 1000 \u4E2A",
  "bulletin.idInvalid": "\u516C\u544A id \u5FC5\u987B\u662F\u6B63\u6574\u6570",
  "permission.operatorOnly": "\u53EA\u6709\u5E73\u53F0\u8FD0\u8425\u4EBA\u5458\u53EF\u4EE5\u6267\u884C\u6B64\u64CD\u4F5C",
  "operator.usernameTaken": "\u8FD0\u8425\u8D26\u53F7 {username} \u5DF2\u5B58\u5728",
  "field.title": "\u6807\u9898",
  "field.content": "\u5185\u5BB9",
  "field.ids": "\u6D88\u606F",
  "field.level": "\u5F39\u7A97\u7EA7\u522B",
  "field.type": "\u6D88\u606F\u7C7B\u578B",
  "field.group": "\u6D88\u606F\u5206\u7EC4",
  "field.isRead": "\u5DF2\u8BFB\u72B6\u6001",
  "field.updateType": "\u66F4\u65B0\u7C7B\u578B",
  "field.id": "\u7F16\u53F7",
  "permission.companyUsersOnly": "\u8BF7\u4F7F\u7528\u516C\u53F8\u8D26\u53F7\u767B\u5F55\u540E\u518D\u64CD\u4F5C"
};

// ../schema/src/messages/tasks.en.json
var tasks_en_default = {
  "report.status.0": "All",
  "report.status.1": "Queued",
  "report.status.5": "Processing",
  "report.status.10": "Finished",
  "report.status.20": "Failed",
  "report.typeName": "{name} export",
  "report.emptyExport": "Unable to export empty data",
  "report.unknownType": "Unknown export type",
  "report.unknownStatus": "Unknown task status",
  "report.filterNotObject": "The filter must be an object of the list's filter values",
  "report.unknownFilter": "The list has no filter named {name}",
  "report.tooManyRunning": "You already have {max} exports waiting or running; please wait for one to finish",
  "report.queueUnavailable": "The task queue is unavailable right now; please try again later",
  "report.interrupted": "The export was interrupted by a server restart; please start it again",
  "report.failed": "The export failed; please start it again or contact customer service",
  "report.processing": "Exporting\u2026",
  "report.progress": "Exported {done} of {total} rows",
  "report.finished": "Finished: {rowCount} rows",
  "report.finishedTitle": "Export finished",
  "report.finishedBody": "{reportName}: {rowCount} rows are ready to download in the task queue",
  "validation.date": "Please enter a valid date",
  "validation.boolean": "Please choose yes or no",
  "validation.positiveId": "Please choose a valid entry",
  "field.reportType": "Export type",
  "field.filter": "Filter",
  "field.status": "Status",
  "field.keyword": "Keyword",
  "field.userId": "Account",
  "field.action": "Operation",
  "field.module": "Module",
  "field.success": "Result",
  "field.from": "From",
  "field.to": "To",
  "field.createdFrom": "Created from",
  "field.createdTo": "Created until",
  "field.offset": "Page",
  "field.limit": "Page size",
  "export.yes": "Yes",
  "export.no": "No",
  "export.col.id": "ID",
  "export.shops.name": "Shops",
  "export.shops.col.shopName": "Shop name",
  "export.shops.col.marketplace": "Marketplace",
  "export.shops.col.site": "Site",
  "export.shops.col.status": "Status",
  "export.shops.col.authTime": "Authorized at",
  "export.shops.col.authExpireAt": "Authorization expires",
  "export.shops.status.0": "Not authorized",
  "export.shops.status.1": "Authorized",
  "export.shops.status.2": "Expired",
  "export.shops.status.3": "Disabled",
  "export.shops.status.4": "Authorization failed",
  "export.subAccounts.name": "Sub-accounts",
  "export.subAccounts.col.username": "Username",
  "export.subAccounts.col.realname": "Real name",
  "export.subAccounts.col.isMain": "Main account",
  "export.subAccounts.col.phone": "Phone",
  "export.subAccounts.col.email": "E-mail",
  "export.subAccounts.col.role": "Role",
  "export.subAccounts.col.status": "Status",
  "export.subAccounts.col.shops": "Shops",
  "export.subAccounts.col.lastLoginAt": "Last sign-in",
  "export.subAccounts.col.createdAt": "Created at",
  "export.subAccounts.status.enabled": "Enabled",
  "export.subAccounts.status.disabled": "Disabled",
  "export.subAccounts.allShops": "All shops",
  "export.operateLogs.name": "Operation log",
  "export.operateLogs.col.time": "Time",
  "export.operateLogs.col.username": "Account",
  "export.operateLogs.col.module": "Module",
  "export.operateLogs.col.action": "Operation",
  "export.operateLogs.col.result": "Result",
  "export.operateLogs.col.error": "Error",
  "export.operateLogs.col.ip": "IP address",
  "export.operateLogs.col.detail": "Details",
  "export.operateLogs.success": "Succeeded",
  "export.operateLogs.failure": "Failed"
};

// ../schema/src/messages/tasks.zh.json
var tasks_zh_default = {
  "report.status.0": "\u5168\u90E8",
  "report.status.1": "\u6392\u961F\u4E2D",
  "report.status.5": "\u5904\u7406\u4E2D",
  "report.status.10": "\u5DF2\u5B8C\u6210",
  "report.status.20": "\u5931\u8D25",
  "report.typeName": "{name}\u5BFC\u51FA",
  "report.emptyExport": "\u65E0\u6CD5\u5BFC\u51FA\u7A7A\u6570\u636E",
  "report.unknownType": "\u672A\u77E5\u7684\u5BFC\u51FA\u7C7B\u578B",
  "report.unknownStatus": "\u672A\u77E5\u7684\u4EFB\u52A1\u72B6\u6001",
  "report.filterNotObject": "\u7B5B\u9009\u6761\u4EF6\u5FC5\u987B\u662F\u5217\u8868\u7B5B\u9009\u9879\u7EC4\u6210\u7684\u5BF9\u8C61",
  "report.unknownFilter": "\u8BE5\u5217\u8868\u6CA1\u6709\u540D\u4E3A {name} \u7684\u7B5B\u9009\u9879",
  "report.tooManyRunning": "\u60A8\u5DF2\u6709 {max} \u4E2A\u5BFC\u51FA\u4EFB\u52A1\u5728\u6392\u961F\u6216\u5904\u7406\u4E2D\uFF0C\u8BF7\u7B49\u5F85\u5176\u4E2D\u4E00\u4E2A\u5B8C\u6210\u540E\u518D\u5BFC\u51FA",
  "report.queueUnavailable": "\u4EFB\u52A1\u961F\u5217\u6682\u65F6\u4E0D\u53EF\u7528\uFF0C\u8BF7\u7A0D\u540E\u91CD\u8BD5",
  "report.interrupted": "\u670D\u52A1\u5668\u91CD\u542F\u5BFC\u81F4\u5BFC\u51FA\u4E2D\u65AD\uFF0C\u8BF7\u91CD\u65B0\u5BFC\u51FA",
  "report.failed": "\u5BFC\u51FA\u5931\u8D25\uFF0C\u8BF7\u91CD\u65B0\u5BFC\u51FA\u6216\u8054\u7CFB\u5BA2\u670D",
  "report.processing": "\u6B63\u5728\u5BFC\u51FA\u2026",
  "report.progress": "\u5DF2\u5BFC\u51FA {done}/{total} \u884C",
  "report.finished": "\u5DF2\u5B8C\u6210\uFF1A{rowCount} \u884C",
  "report.finishedTitle": "\u5BFC\u51FA\u5B8C\u6210",
  "report.finishedBody": "{reportName}\u5DF2\u5BFC\u51FA {rowCount} \u884C\uFF0C\u8BF7\u5230\u4EFB\u52A1\u961F\u5217\u4E0B\u8F7D",
  "validation.date": "\u8BF7\u8F93\u5165\u6709\u6548\u7684\u65E5\u671F",
  "validation.boolean": "\u8BF7\u9009\u62E9\u662F\u6216\u5426",
  "validation.positiveId": "\u8BF7\u9009\u62E9\u6709\u6548\u7684\u9009\u9879",
  "field.reportType": "\u5BFC\u51FA\u7C7B\u578B",
  "field.filter": "\u7B5B\u9009\u6761\u4EF6",
  "field.status": "\u72B6\u6001",
  "field.keyword": "\u5173\u952E\u8BCD",
  "field.userId": "\u8D26\u53F7",
  "field.action": "\u64CD\u4F5C",
  "field.module": "\u6A21\u5757",
  "field.success": "\u7ED3\u679C",
  "field.from": "\u5F00\u59CB\u65F6\u95F4",
  "field.to": "\u7ED3\u675F\u65F6\u95F4",
  "field.createdFrom": "\u521B\u5EFA\u65F6\u95F4\u8D77",
  "field.createdTo": "\u521B\u5EFA\u65F6\u95F4\u6B62",
  "field.offset": "\u9875\u7801",
  "field.limit": "\u6BCF\u9875\u6761\u6570",
  "export.yes": "\u662F",
  "export.no": "\u5426",
  "export.col.id": "ID",
  "export.shops.name": "\u5E97\u94FA",
  "export.shops.col.shopName": "\u5E97\u94FA\u540D\u79F0",
  "export.shops.col.marketplace": "\u5E73\u53F0",
  "export.shops.col.site": "\u7AD9\u70B9",
  "export.shops.col.status": "\u6388\u6743\u72B6\u6001",
  "export.shops.col.authTime": "\u6388\u6743\u65F6\u95F4",
  "export.shops.col.authExpireAt": "\u6388\u6743\u5230\u671F\u65F6\u95F4",
  "export.shops.status.0": "\u672A\u6388\u6743",
  "export.shops.status.1": "\u5DF2\u6388\u6743",
  "export.shops.status.2": "\u6388\u6743\u5DF2\u8FC7\u671F",
  "export.shops.status.3": "\u5DF2\u505C\u7528",
  "export.shops.status.4": "\u6388\u6743\u5931\u8D25",
  "export.subAccounts.name": "\u5B50\u8D26\u53F7",
  "export.subAccounts.col.username": "\u7528\u6237\u540D",
  "export.subAccounts.col.realname": "\u59D3\u540D",
  "export.subAccounts.col.isMain": "\u4E3B\u8D26\u53F7",
  "export.subAccounts.col.phone": "\u624B\u673A",
  "export.subAccounts.col.email": "\u90AE\u7BB1",
  "export.subAccounts.col.role": "\u89D2\u8272",
  "export.subAccounts.col.status": "\u72B6\u6001",
  "export.subAccounts.col.shops": "\u53EF\u89C1\u5E97\u94FA",
  "export.subAccounts.col.lastLoginAt": "\u6700\u540E\u767B\u5F55\u65F6\u95F4",
  "export.subAccounts.col.createdAt": "\u521B\u5EFA\u65F6\u95F4",
  "export.subAccounts.status.enabled": "\u542F\u7528",
  "export.subAccounts.status.disabled": "\u505C\u7528",
  "export.subAccounts.allShops": "\u5168\u90E8\u5E97\u94FA",
  "export.operateLogs.name": "\u64CD\u4F5C\u65E5\u5FD7",
  "export.operateLogs.col.time": "\u65F6\u95F4",
  "export.operateLogs.col.username": "\u8D26\u53F7",
  "export.operateLogs.col.module": "\u6A21\u5757",
  "export.operateLogs.col.action": "\u64CD\u4F5C",
  "export.operateLogs.col.result": "\u7ED3\u679C",
  "export.operateLogs.col.error": "\u9519\u8BEF",
  "export.operateLogs.col.ip": "IP \u5730\u5740",
  "export.operateLogs.col.detail": "\u8BE6\u60C5",
  "export.operateLogs.success": "\u6210\u529F",
  "export.operateLogs.failure": "\u5931\u8D25"
};

// ../schema/src/messages/inventory.en.json
var inventory_en_default = {
  "inventory.quantityInteger": "The quantity must be a whole number of at least 1",
  "inventory.nonNegativeInteger": "Please enter a whole number of 0 or more",
  "inventory.priceTwoDecimals": "Please enter an integer or a number with at most two decimals",
  "inventory.weightThreeDecimals": "Please enter a number with at most three decimals",
  "inventory.linkFormat": "The link must start with http:// or https://",
  "inventory.warehouseType": "Unknown warehouse type",
  "inventory.locationCode": "Location codes use 1 to 30 letters, digits, underscores or dashes",
  "inventory.locationNotInWarehouse": "The location {code} is not in this warehouse",
  "inventory.sameProductTwice": "Cannot add the same product repeatedly",
  "inventory.billType": "Unknown order type",
  "inventory.productsRequired": "Please add at least one product",
  "inventory.locationRequired": "Please choose a storage location",
  "inventory.selectWarehouseFirst": "Please select a warehouse first",
  "inventory.warehouseDisabled": "The warehouse {name} is disabled",
  "inventory.costSharing": "Unknown cost-sharing method",
  "inventory.sameWarehouse": "The target warehouse must differ from the source warehouse",
  "inventory.outboundExceedsStock": "The outbound quantity of {sku} ({quantity}) exceeds its available stock ({available})",
  "inventory.insufficientAvailable": "Not enough available stock of {sku} in {warehouse}: {available} available, {quantity} needed",
  "inventory.releaseExceedsOccupied": "The released quantity ({quantity}) may not exceed the current occupation ({occupied})",
  "inventory.allocateExceedsOrder": "The allocated quantity may not exceed the order quantity ({quantity}) or the available quantity ({available})",
  "inventory.stockBelowOccupied": "The stock quantity may not be below the occupied quantity ({occupied})",
  "inventory.occupiedBelowProcessing": "Processing cannot begin: the occupied quantity of {sku} ({occupied}) is lower than needed ({needed})",
  "inventory.notCombo": "{sku} is not a combination SKU",
  "inventory.printDifferentWarehouses": "Processing orders not in the same warehouse cannot be printed in bulk",
  "inventory.countSkuRequired": "Please choose at least one SKU",
  "inventory.countLocationRequired": "Please choose at least one location",
  "inventory.countMode": "Unknown count mode",
  "inventory.countType": "Unknown counting type",
  "inventory.countTaskExists": "Task already exists",
  "inventory.countNotCounted": "Some lines have not been counted yet",
  "inventory.barcodeBatchMax": "A batch holds at most 1000 labels",
  "inventory.barcodeType": "Unknown barcode type",
  "inventory.barcodePrefix": "The prefix uses at most 20 letters, digits or dashes",
  "inventory.nameExists": "Input content already exists",
  "inventory.illegalTransition": "This {bill} is {status} and cannot be {action}",
  "inventory.tickAtLeastOne": "Please tick at least one data",
  "catalog.optionRequired": "Each specification needs at least one option",
  "catalog.skuChars": "SKUs use letters, digits and _ - . # / only",
  "catalog.tooManyPictures": "At most 20 pictures",
  "catalog.tooManyLinks": "At most 5 supplier links",
  "catalog.tooManySpecifications": "At most 5 specification names",
  "catalog.tooManyVariantAttributes": "Variants may vary on at most two attributes",
  "catalog.skuRequired": "Please add at least one SKU",
  "catalog.duplicateCode": "SKU, EAN and barcode may not repeat",
  "catalog.codeTaken": "{code} is already used by another product",
  "catalog.optionsMismatch": "Choose one option for every specification",
  "catalog.mainImageRequired": "The main image is required",
  "catalog.rejectReasonRequired": "Rejection needs a reason",
  "catalog.skuUnknown": "The SKU {sku} does not exist"
};

// ../schema/src/messages/inventory.zh.json
var inventory_zh_default = {
  "inventory.quantityInteger": "\u6570\u91CF\u5FC5\u987B\u662F\u4E0D\u5C0F\u4E8E 1 \u7684\u6574\u6570",
  "inventory.nonNegativeInteger": "\u8BF7\u8F93\u5165\u4E0D\u5C0F\u4E8E 0 \u7684\u6574\u6570",
  "inventory.priceTwoDecimals": "\u8BF7\u8F93\u5165\u6574\u6570\u6216\u6700\u591A\u4E24\u4F4D\u5C0F\u6570",
  "inventory.weightThreeDecimals": "\u8BF7\u8F93\u5165\u6700\u591A\u4E09\u4F4D\u5C0F\u6570\u7684\u6570\u5B57",
  "inventory.linkFormat": "\u94FE\u63A5\u5FC5\u987B\u4EE5 http:// \u6216 https:// \u5F00\u5934",
  "inventory.warehouseType": "\u672A\u77E5\u7684\u4ED3\u5E93\u7C7B\u578B",
  "inventory.locationCode": "\u5E93\u4F4D\u7F16\u7801\u4E3A 1 \u5230 30 \u4F4D\u5B57\u6BCD\u3001\u6570\u5B57\u3001\u4E0B\u5212\u7EBF\u6216\u77ED\u6A2A\u7EBF",
  "inventory.locationNotInWarehouse": "\u5E93\u4F4D {code} \u4E0D\u5C5E\u4E8E\u8BE5\u4ED3\u5E93",
  "inventory.sameProductTwice": "\u4E0D\u80FD\u91CD\u590D\u6DFB\u52A0\u540C\u4E00\u5546\u54C1",
  "inventory.billType": "\u672A\u77E5\u7684\u5355\u636E\u7C7B\u578B",
  "inventory.productsRequired": "\u8BF7\u81F3\u5C11\u6DFB\u52A0\u4E00\u4E2A\u5546\u54C1",
  "inventory.locationRequired": "\u8BF7\u9009\u62E9\u5E93\u4F4D",
  "inventory.selectWarehouseFirst": "\u8BF7\u5148\u9009\u62E9\u4ED3\u5E93",
  "inventory.warehouseDisabled": "\u4ED3\u5E93 {name} \u5DF2\u505C\u7528",
  "inventory.costSharing": "\u672A\u77E5\u7684\u8D39\u7528\u5206\u644A\u65B9\u5F0F",
  "inventory.sameWarehouse": "\u8C03\u5165\u4ED3\u5E93\u4E0D\u80FD\u4E0E\u8C03\u51FA\u4ED3\u5E93\u76F8\u540C",
  "inventory.outboundExceedsStock": "{sku} \u7684\u51FA\u5E93\u6570\u91CF\uFF08{quantity}\uFF09\u8D85\u8FC7\u53EF\u7528\u5E93\u5B58\uFF08{available}\uFF09",
  "inventory.insufficientAvailable": "{warehouse} \u4E2D {sku} \u53EF\u7528\u5E93\u5B58\u4E0D\u8DB3\uFF1A\u53EF\u7528 {available}\uFF0C\u9700\u8981 {quantity}",
  "inventory.releaseExceedsOccupied": "\u91CA\u653E\u6570\u91CF\uFF08{quantity}\uFF09\u4E0D\u80FD\u8D85\u8FC7\u5F53\u524D\u5360\u7528\uFF08{occupied}\uFF09",
  "inventory.allocateExceedsOrder": "\u5206\u914D\u6570\u91CF\u4E0D\u80FD\u8D85\u8FC7\u8BA2\u5355\u6570\u91CF\uFF08{quantity}\uFF09\u6216\u53EF\u7528\u6570\u91CF\uFF08{available}\uFF09",
  "inventory.stockBelowOccupied": "\u5E93\u5B58\u6570\u91CF\u4E0D\u80FD\u4F4E\u4E8E\u5360\u7528\u6570\u91CF\uFF08{occupied}\uFF09",
  "inventory.occupiedBelowProcessing": "\u65E0\u6CD5\u5F00\u59CB\u52A0\u5DE5\uFF1A{sku} \u7684\u5360\u7528\u6570\u91CF\uFF08{occupied}\uFF09\u4F4E\u4E8E\u6240\u9700\u6570\u91CF\uFF08{needed}\uFF09",
  "inventory.notCombo": "{sku} \u4E0D\u662F\u7EC4\u5408 SKU",
  "inventory.printDifferentWarehouses": "\u4E0D\u5728\u540C\u4E00\u4ED3\u5E93\u7684\u52A0\u5DE5\u5355\u4E0D\u80FD\u6279\u91CF\u6253\u5370",
  "inventory.countSkuRequired": "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u4E2A SKU",
  "inventory.countLocationRequired": "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u4E2A\u5E93\u4F4D",
  "inventory.countMode": "\u672A\u77E5\u7684\u76D8\u70B9\u65B9\u5F0F",
  "inventory.countType": "\u672A\u77E5\u7684\u76D8\u70B9\u7C7B\u578B",
  "inventory.countTaskExists": "\u4EFB\u52A1\u5DF2\u5B58\u5728",
  "inventory.countNotCounted": "\u8FD8\u6709\u672A\u76D8\u70B9\u7684\u660E\u7EC6",
  "inventory.barcodeBatchMax": "\u6BCF\u6279\u6700\u591A 1000 \u4E2A\u6761\u7801",
  "inventory.barcodeType": "\u672A\u77E5\u7684\u6761\u7801\u7C7B\u578B",
  "inventory.barcodePrefix": "\u524D\u7F00\u6700\u591A 20 \u4F4D\u5B57\u6BCD\u3001\u6570\u5B57\u6216\u77ED\u6A2A\u7EBF",
  "inventory.nameExists": "\u8F93\u5165\u5185\u5BB9\u5DF2\u5B58\u5728",
  "inventory.illegalTransition": "\u8BE5{bill}\u5F53\u524D\u4E3A{status}\uFF0C\u4E0D\u80FD{action}",
  "inventory.tickAtLeastOne": "\u8BF7\u81F3\u5C11\u52FE\u9009\u4E00\u6761\u6570\u636E",
  "catalog.optionRequired": "\u6BCF\u4E2A\u89C4\u683C\u81F3\u5C11\u9700\u8981\u4E00\u4E2A\u9009\u9879",
  "catalog.skuChars": "SKU \u53EA\u80FD\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u548C _ - . # /",
  "catalog.tooManyPictures": "\u6700\u591A 20 \u5F20\u56FE\u7247",
  "catalog.tooManyLinks": "\u6700\u591A 5 \u4E2A\u4F9B\u5E94\u5546\u94FE\u63A5",
  "catalog.tooManySpecifications": "\u6700\u591A 5 \u4E2A\u89C4\u683C\u540D",
  "catalog.tooManyVariantAttributes": "\u53D8\u4F53\u5C5E\u6027\u6700\u591A\u4E24\u4E2A",
  "catalog.skuRequired": "\u8BF7\u81F3\u5C11\u6DFB\u52A0\u4E00\u4E2A SKU",
  "catalog.duplicateCode": "SKU\u3001EAN \u548C\u6761\u7801\u4E0D\u80FD\u91CD\u590D",
  "catalog.codeTaken": "{code} \u5DF2\u88AB\u5176\u4ED6\u5546\u54C1\u4F7F\u7528",
  "catalog.optionsMismatch": "\u8BF7\u4E3A\u6BCF\u4E2A\u89C4\u683C\u9009\u62E9\u4E00\u4E2A\u9009\u9879",
  "catalog.mainImageRequired": "\u4E3B\u56FE\u5FC5\u586B",
  "catalog.rejectReasonRequired": "\u9A73\u56DE\u9700\u8981\u586B\u5199\u539F\u56E0",
  "catalog.skuUnknown": "SKU {sku} \u4E0D\u5B58\u5728"
};

// ../schema/src/messages/catalog.en.json
var catalog_en_default = {
  "catalog.notFound": "The product does not exist",
  "catalog.bill": "product",
  "catalog.status.draft": "a draft",
  "catalog.status.reviewing": "under review",
  "catalog.status.rejected": "rejected",
  "catalog.status.approved": "approved",
  "catalog.statusName.draft": "Draft",
  "catalog.statusName.reviewing": "Under review",
  "catalog.statusName.rejected": "Review rejected",
  "catalog.statusName.approved": "Approved",
  "catalog.action.edit": "edited",
  "catalog.action.submit": "submitted",
  "catalog.action.approve": "approved",
  "catalog.action.reject": "rejected",
  "catalog.action.delete": "deleted",
  "catalog.batchTooLarge": "At most 500 products at a time",
  "catalog.batchRefused": "{count} of the ticked products cannot be {action}; nothing was changed",
  "catalog.platformRequired": "Please choose at least one platform",
  "catalog.developerNotFound": "The developer is not an account of your company",
  "catalog.componentNotFound": "The component SKU {sku} does not exist",
  "catalog.componentIsCombo": "{sku} is a combination SKU and cannot be a component",
  "catalog.componentSelf": "A combination SKU cannot contain itself",
  "catalog.componentTwice": "The component {sku} is listed twice",
  "catalog.comboNoStock": "A combination SKU holds no stock of its own",
  "catalog.comboInUse": "{sku} is a component of the combination SKU {combo} and cannot become a combination",
  "catalog.skuInUse": "The SKU {sku} has stock or stock records and cannot be removed",
  "catalog.skuIsComponent": "The SKU {sku} is a component of the combination SKU {combo} and cannot be removed",
  "catalog.openingWarehouseRequired": "Choose the warehouse that receives the opening stock",
  "catalog.warehouseNotFound": "The warehouse does not exist",
  "catalog.warehouseDisabled": "The warehouse {name} is disabled",
  "catalog.openingBill": "Opening stock of {spu}",
  "catalog.import.fileRequired": "Please choose an Excel (.xlsx) file",
  "catalog.import.notXlsx": "The file is not an Excel (.xlsx) workbook",
  "catalog.import.tooLarge": "The import file may be at most 10 MB",
  "catalog.import.empty": "The file has no product rows",
  "catalog.import.tooManyRows": "At most {max} rows per import",
  "catalog.import.missingColumn": "The column \u201C{column}\u201D is missing; please use the template",
  "catalog.import.rowsFailed": "{count} problems in the file; nothing was imported",
  "catalog.import.spuDisagrees": "The rows of {spu} give different values for \u201C{column}\u201D",
  "catalog.import.notNumber": "\u201C{value}\u201D is not a number",
  "catalog.import.sheetName": "Products",
  "catalog.import.help": "One row per SKU. Rows with the same SPU form one product; product columns are read from its first row. Separate images and platforms with commas, supplier links with |, components as SKU*quantity separated by commas.",
  "catalog.col.spu": "SPU",
  "catalog.col.name": "Product name",
  "catalog.col.nameEn": "English name",
  "catalog.col.category": "Category",
  "catalog.col.platforms": "Platforms",
  "catalog.col.mainImage": "Main image",
  "catalog.col.images": "Images",
  "catalog.col.weight": "Weight (g)",
  "catalog.col.length": "Length (cm)",
  "catalog.col.width": "Width (cm)",
  "catalog.col.height": "Height (cm)",
  "catalog.col.declareNameZh": "Declared name (Chinese)",
  "catalog.col.declareNameEn": "Declared name (English)",
  "catalog.col.declareValue": "Declared value (USD)",
  "catalog.col.hsCode": "HS code",
  "catalog.col.supplierLinks": "Supplier links",
  "catalog.col.remark": "Remark",
  "catalog.col.specifications": "Specifications",
  "catalog.col.sku": "SKU",
  "catalog.col.options": "Options",
  "catalog.col.ean": "EAN",
  "catalog.col.barcode": "Barcode",
  "catalog.col.price": "Price",
  "catalog.col.purchasePrice": "Purchase price",
  "catalog.col.skuWeight": "SKU weight (g)",
  "catalog.col.skuImage": "SKU image",
  "catalog.col.components": "Components",
  "catalog.col.status": "Status",
  "catalog.col.developer": "Developer",
  "catalog.col.updatedAt": "Updated",
  "catalog.export.name": "Product library",
  "storage.fileRequired": "Please choose a file",
  "storage.fileType": "fileType must be 1 (image) or 3 (video)",
  "storage.imageType": "{name} is not a png, jpeg, gif or webp picture",
  "storage.videoType": "{name} is not an mp4 video",
  "storage.imageTooLarge": "{name} image larger than 5M",
  "storage.videoTooLarge": "{name} video larger than 1G",
  "storage.chineseName": "The selected picture name cannot contain Chinese characters",
  "storage.tooManyFiles": "Upload one file at a time",
  "catalog.statusUnknown": "Unknown product status",
  "field.spu": "SPU",
  "field.sku": "SKU",
  "field.nameEn": "English name",
  "field.category": "Category",
  "field.mainImage": "Main image",
  "field.images": "Images",
  "field.image": "Image",
  "field.declareNameZh": "Declared name (Chinese)",
  "field.declareNameEn": "Declared name (English)",
  "field.declareValue": "Declared value",
  "field.hsCode": "HS code",
  "field.infringementInfo": "Infringement information",
  "field.supplierLinks": "Supplier links",
  "field.specifications": "Specifications",
  "field.options": "Options",
  "field.ean": "EAN",
  "field.barcode": "Barcode",
  "field.price": "Price",
  "field.purchasePrice": "Purchase price",
  "field.stock": "Opening stock",
  "field.components": "Components",
  "field.developerId": "Developer",
  "field.openingWarehouseId": "Opening stock warehouse",
  "field.reason": "Reason",
  "field.file": "File",
  "field.fileType": "File type",
  "field.skus": "SKUs",
  "field.platforms": "Platforms",
  "catalog.batchChanged": "Some of the ticked products changed meanwhile; nothing was changed, please reload and try again"
};

// ../schema/src/messages/catalog.zh.json
var catalog_zh_default = {
  "catalog.notFound": "\u5546\u54C1\u4E0D\u5B58\u5728",
  "catalog.bill": "\u5546\u54C1",
  "catalog.status.draft": "\u8349\u7A3F",
  "catalog.status.reviewing": "\u5BA1\u6838\u4E2D",
  "catalog.status.rejected": "\u5BA1\u6838\u9A73\u56DE",
  "catalog.status.approved": "\u5DF2\u5BA1\u6838",
  "catalog.statusName.draft": "\u8349\u7A3F",
  "catalog.statusName.reviewing": "\u5BA1\u6838\u4E2D",
  "catalog.statusName.rejected": "\u5BA1\u6838\u9A73\u56DE",
  "catalog.statusName.approved": "\u5DF2\u5BA1\u6838",
  "catalog.action.edit": "\u7F16\u8F91",
  "catalog.action.submit": "\u63D0\u4EA4\u5BA1\u6838",
  "catalog.action.approve": "\u5BA1\u6838\u901A\u8FC7",
  "catalog.action.reject": "\u9A73\u56DE",
  "catalog.action.delete": "\u5220\u9664",
  "catalog.batchTooLarge": "\u4E00\u6B21\u6700\u591A\u5904\u7406 500 \u4E2A\u5546\u54C1",
  "catalog.batchRefused": "\u52FE\u9009\u7684\u5546\u54C1\u4E2D\u6709 {count} \u4E2A\u4E0D\u80FD{action}\uFF0C\u6240\u6709\u5546\u54C1\u5747\u672A\u6539\u52A8",
  "catalog.platformRequired": "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u4E2A\u5E73\u53F0",
  "catalog.developerNotFound": "\u5F00\u53D1\u4EBA\u5458\u4E0D\u662F\u672C\u516C\u53F8\u7684\u8D26\u53F7",
  "catalog.componentNotFound": "\u7EC4\u4EF6 SKU {sku} \u4E0D\u5B58\u5728",
  "catalog.componentIsCombo": "{sku} \u662F\u7EC4\u5408 SKU\uFF0C\u4E0D\u80FD\u4F5C\u4E3A\u7EC4\u4EF6",
  "catalog.componentSelf": "\u7EC4\u5408 SKU \u4E0D\u80FD\u5305\u542B\u81EA\u8EAB",
  "catalog.componentTwice": "\u7EC4\u4EF6 {sku} \u91CD\u590D\u6DFB\u52A0",
  "catalog.comboNoStock": "\u7EC4\u5408 SKU \u672C\u8EAB\u6CA1\u6709\u5E93\u5B58",
  "catalog.comboInUse": "{sku} \u662F\u7EC4\u5408 SKU {combo} \u7684\u7EC4\u4EF6\uFF0C\u4E0D\u80FD\u518D\u8BBE\u4E3A\u7EC4\u5408 SKU",
  "catalog.skuInUse": "SKU {sku} \u5DF2\u6709\u5E93\u5B58\u6216\u5E93\u5B58\u6D41\u6C34\uFF0C\u4E0D\u80FD\u5220\u9664",
  "catalog.skuIsComponent": "SKU {sku} \u662F\u7EC4\u5408 SKU {combo} \u7684\u7EC4\u4EF6\uFF0C\u4E0D\u80FD\u5220\u9664",
  "catalog.openingWarehouseRequired": "\u8BF7\u9009\u62E9\u671F\u521D\u5E93\u5B58\u5165\u5E93\u7684\u4ED3\u5E93",
  "catalog.warehouseNotFound": "\u4ED3\u5E93\u4E0D\u5B58\u5728",
  "catalog.warehouseDisabled": "\u4ED3\u5E93 {name} \u5DF2\u505C\u7528",
  "catalog.openingBill": "{spu} \u671F\u521D\u5E93\u5B58",
  "catalog.import.fileRequired": "\u8BF7\u9009\u62E9 Excel\uFF08.xlsx\uFF09\u6587\u4EF6",
  "catalog.import.notXlsx": "\u6587\u4EF6\u4E0D\u662F Excel\uFF08.xlsx\uFF09\u5DE5\u4F5C\u7C3F",
  "catalog.import.tooLarge": "\u5BFC\u5165\u6587\u4EF6\u4E0D\u80FD\u8D85\u8FC7 10 MB",
  "catalog.import.empty": "\u6587\u4EF6\u4E2D\u6CA1\u6709\u5546\u54C1\u6570\u636E",
  "catalog.import.tooManyRows": "\u6BCF\u6B21\u6700\u591A\u5BFC\u5165 {max} \u884C",
  "catalog.import.missingColumn": "\u7F3A\u5C11\u5217\u201C{column}\u201D\uFF0C\u8BF7\u4F7F\u7528\u5BFC\u5165\u6A21\u677F",
  "catalog.import.rowsFailed": "\u6587\u4EF6\u4E2D\u6709 {count} \u5904\u9519\u8BEF\uFF0C\u6CA1\u6709\u5BFC\u5165\u4EFB\u4F55\u6570\u636E",
  "catalog.import.spuDisagrees": "{spu} \u7684\u5404\u884C\u201C{column}\u201D\u4E0D\u4E00\u81F4",
  "catalog.import.notNumber": "\u201C{value}\u201D\u4E0D\u662F\u6570\u5B57",
  "catalog.import.sheetName": "\u5546\u54C1",
  "catalog.import.help": "\u6BCF\u884C\u4E00\u4E2A SKU\uFF0CSPU \u76F8\u540C\u7684\u884C\u7EC4\u6210\u4E00\u4E2A\u5546\u54C1\uFF0C\u5546\u54C1\u4FE1\u606F\u53D6\u8BE5 SPU \u7684\u7B2C\u4E00\u884C\u3002\u56FE\u7247\u548C\u5E73\u53F0\u7528\u82F1\u6587\u9017\u53F7\u5206\u9694\uFF0C\u4F9B\u5E94\u5546\u94FE\u63A5\u7528 | \u5206\u9694\uFF0C\u7EC4\u4EF6\u5199\u6210 SKU*\u6570\u91CF\uFF0C\u591A\u4E2A\u7528\u9017\u53F7\u5206\u9694\u3002",
  "catalog.col.spu": "SPU",
  "catalog.col.name": "\u5546\u54C1\u540D\u79F0",
  "catalog.col.nameEn": "\u82F1\u6587\u540D\u79F0",
  "catalog.col.category": "\u5206\u7C7B",
  "catalog.col.platforms": "\u5E73\u53F0",
  "catalog.col.mainImage": "\u4E3B\u56FE",
  "catalog.col.images": "\u56FE\u7247",
  "catalog.col.weight": "\u91CD\u91CF(g)",
  "catalog.col.length": "\u957F(cm)",
  "catalog.col.width": "\u5BBD(cm)",
  "catalog.col.height": "\u9AD8(cm)",
  "catalog.col.declareNameZh": "\u4E2D\u6587\u62A5\u5173\u540D",
  "catalog.col.declareNameEn": "\u82F1\u6587\u62A5\u5173\u540D",
  "catalog.col.declareValue": "\u7533\u62A5\u4EF7\u503C(USD)",
  "catalog.col.hsCode": "\u6D77\u5173\u7F16\u7801",
  "catalog.col.supplierLinks": "\u4F9B\u5E94\u5546\u94FE\u63A5",
  "catalog.col.remark": "\u5907\u6CE8",
  "catalog.col.specifications": "\u89C4\u683C",
  "catalog.col.sku": "SKU",
  "catalog.col.options": "\u89C4\u683C\u503C",
  "catalog.col.ean": "EAN",
  "catalog.col.barcode": "\u6761\u7801",
  "catalog.col.price": "\u552E\u4EF7",
  "catalog.col.purchasePrice": "\u91C7\u8D2D\u4EF7",
  "catalog.col.skuWeight": "SKU \u91CD\u91CF(g)",
  "catalog.col.skuImage": "SKU \u56FE\u7247",
  "catalog.col.components": "\u7EC4\u5408\u660E\u7EC6",
  "catalog.col.status": "\u72B6\u6001",
  "catalog.col.developer": "\u5F00\u53D1\u4EBA\u5458",
  "catalog.col.updatedAt": "\u66F4\u65B0\u65F6\u95F4",
  "catalog.export.name": "\u4EA7\u54C1\u5E93",
  "storage.fileRequired": "\u8BF7\u9009\u62E9\u6587\u4EF6",
  "storage.fileType": "fileType \u53EA\u80FD\u662F 1\uFF08\u56FE\u7247\uFF09\u6216 3\uFF08\u89C6\u9891\uFF09",
  "storage.imageType": "{name} \u4E0D\u662F png\u3001jpeg\u3001gif \u6216 webp \u56FE\u7247",
  "storage.videoType": "{name} \u4E0D\u662F mp4 \u89C6\u9891",
  "storage.imageTooLarge": "{name} \u56FE\u7247\u5927\u4E8E 5M",
  "storage.videoTooLarge": "{name} \u89C6\u9891\u5927\u4E8E 1G",
  "storage.chineseName": "\u6240\u9009\u56FE\u7247\u540D\u79F0\u4E0D\u80FD\u5305\u542B\u4E2D\u6587",
  "storage.tooManyFiles": "\u4E00\u6B21\u53EA\u80FD\u4E0A\u4F20\u4E00\u4E2A\u6587\u4EF6",
  "catalog.statusUnknown": "\u672A\u77E5\u7684\u5546\u54C1\u72B6\u6001",
  "field.spu": "SPU",
  "field.sku": "SKU",
  "field.nameEn": "\u82F1\u6587\u540D\u79F0",
  "field.category": "\u5206\u7C7B",
  "field.mainImage": "\u4E3B\u56FE",
  "field.images": "\u56FE\u7247",
  "field.image": "\u56FE\u7247",
  "field.declareNameZh": "\u4E2D\u6587\u62A5\u5173\u540D",
  "field.declareNameEn": "\u82F1\u6587\u62A5\u5173\u540D",
  "field.declareValue": "\u7533\u62A5\u4EF7\u503C",
  "field.hsCode": "\u6D77\u5173\u7F16\u7801",
  "field.infringementInfo": "\u4FB5\u6743\u4FE1\u606F",
  "field.supplierLinks": "\u4F9B\u5E94\u5546\u94FE\u63A5",
  "field.specifications": "\u89C4\u683C",
  "field.options": "\u89C4\u683C\u503C",
  "field.ean": "EAN",
  "field.barcode": "\u6761\u7801",
  "field.price": "\u552E\u4EF7",
  "field.purchasePrice": "\u91C7\u8D2D\u4EF7",
  "field.stock": "\u671F\u521D\u5E93\u5B58",
  "field.components": "\u7EC4\u4EF6",
  "field.developerId": "\u5F00\u53D1\u4EBA\u5458",
  "field.openingWarehouseId": "\u671F\u521D\u5E93\u5B58\u4ED3\u5E93",
  "field.reason": "\u539F\u56E0",
  "field.file": "\u6587\u4EF6",
  "field.fileType": "\u6587\u4EF6\u7C7B\u578B",
  "field.skus": "SKU",
  "field.platforms": "\u5E73\u53F0",
  "catalog.batchChanged": "\u52FE\u9009\u7684\u5546\u54C1\u521A\u88AB\u5176\u4ED6\u4EBA\u4FEE\u6539\uFF0C\u6240\u6709\u5546\u54C1\u5747\u672A\u6539\u52A8\uFF0C\u8BF7\u5237\u65B0\u540E\u91CD\u8BD5"
};

// ../schema/src/messages/warehouse.en.json
var warehouse_en_default = {
  "warehouse.notFound": "The warehouse does not exist",
  "warehouse.locationNotFound": "The location does not exist",
  "warehouse.defaultDisabled": "The default warehouse cannot be disabled; make another warehouse the default first",
  "warehouse.locationExists": "The location {code} already exists in this warehouse",
  "warehouse.locationRange": "The range must run from a lower to a higher number and hold at most 500 locations",
  "warehouse.locationInUse": "The location {code} holds stock or appears in stock records; disable it instead",
  "warehouse.labelsMax": "At most {max} labels can be printed at once",
  "warehouse.skuNotFound": "The SKU does not exist",
  "warehouse.billNotFound": "The order does not exist",
  "warehouse.occupationNotFound": "The stock lock does not exist",
  "warehouse.comboNoStock": "{sku} is a combination SKU and has no stock of its own",
  "warehouse.locationDisabled": "The location {code} is disabled",
  "warehouse.outboundExceedsLocation": "The outbound quantity of {sku} ({quantity}) exceeds its stock on location {code} ({available})",
  "warehouse.bill.inbound": "inbound order",
  "warehouse.bill.outbound": "outbound order",
  "warehouse.billStatus.draft": "a draft",
  "warehouse.billStatus.confirmed": "confirmed",
  "warehouse.billStatus.cancelled": "cancelled",
  "warehouse.billAction.modify": "modified",
  "warehouse.billAction.confirm": "confirmed",
  "warehouse.billAction.cancel": "cancelled",
  "warehouse.billStatusUnknown": "Unknown order status",
  "warehouse.sourceTypeUnknown": "Unknown source type",
  "warehouse.occupationStatusUnknown": "Unknown lock status",
  "warehouse.ledgerTypeUnknown": "Unknown movement type",
  "export.stockLedger.name": "Stock ledger",
  "export.stockLedger.col.time": "Time",
  "export.stockLedger.col.sku": "SKU",
  "export.stockLedger.col.productName": "Product",
  "export.stockLedger.col.warehouse": "Warehouse",
  "export.stockLedger.col.location": "Location",
  "export.stockLedger.col.type": "Type",
  "export.stockLedger.col.quantityChange": "Stock change",
  "export.stockLedger.col.occupiedChange": "Occupied change",
  "export.stockLedger.col.quantityAfter": "Balance after",
  "export.stockLedger.col.occupiedAfter": "Occupied after",
  "export.stockLedger.col.availableAfter": "Available after",
  "export.stockLedger.col.unitCost": "Unit cost",
  "export.stockLedger.col.billNo": "Bill number",
  "export.stockLedger.col.remark": "Remark",
  "export.stockLedger.col.operator": "Operator",
  "warehouse.ledgerType.inbound": "Inbound",
  "warehouse.ledgerType.outbound": "Outbound",
  "warehouse.ledgerType.occupy": "Lock",
  "warehouse.ledgerType.release": "Release",
  "warehouse.ledgerType.transferOut": "Transfer out",
  "warehouse.ledgerType.transferIn": "Transfer in",
  "warehouse.ledgerType.assembleIn": "Processing in",
  "warehouse.ledgerType.assembleOut": "Processing out",
  "warehouse.ledgerType.countProfit": "Count surplus",
  "warehouse.ledgerType.countLoss": "Count loss",
  "warehouse.ledgerType.moveLocation": "Location move"
};

// ../schema/src/messages/warehouse.zh.json
var warehouse_zh_default = {
  "warehouse.notFound": "\u4ED3\u5E93\u4E0D\u5B58\u5728",
  "warehouse.locationNotFound": "\u5E93\u4F4D\u4E0D\u5B58\u5728",
  "warehouse.defaultDisabled": "\u9ED8\u8BA4\u4ED3\u5E93\u4E0D\u80FD\u505C\u7528\uFF0C\u8BF7\u5148\u5C06\u5176\u4ED6\u4ED3\u5E93\u8BBE\u4E3A\u9ED8\u8BA4",
  "warehouse.locationExists": "\u8BE5\u4ED3\u5E93\u5DF2\u5B58\u5728\u5E93\u4F4D {code}",
  "warehouse.locationRange": "\u7F16\u53F7\u8303\u56F4\u987B\u4ECE\u5C0F\u5230\u5927\uFF0C\u4E14\u4E00\u6B21\u6700\u591A 500 \u4E2A\u5E93\u4F4D",
  "warehouse.locationInUse": "\u5E93\u4F4D {code} \u4E0A\u6709\u5E93\u5B58\u6216\u5DF2\u6709\u51FA\u5165\u5E93\u8BB0\u5F55\uFF0C\u8BF7\u6539\u4E3A\u505C\u7528",
  "warehouse.labelsMax": "\u4E00\u6B21\u6700\u591A\u6253\u5370 {max} \u5F20\u6807\u7B7E",
  "warehouse.skuNotFound": "SKU \u4E0D\u5B58\u5728",
  "warehouse.billNotFound": "\u5355\u636E\u4E0D\u5B58\u5728",
  "warehouse.occupationNotFound": "\u5E93\u5B58\u9501\u5B9A\u8BB0\u5F55\u4E0D\u5B58\u5728",
  "warehouse.comboNoStock": "{sku} \u662F\u7EC4\u5408 SKU\uFF0C\u6CA1\u6709\u81EA\u5DF1\u7684\u5E93\u5B58",
  "warehouse.locationDisabled": "\u5E93\u4F4D {code} \u5DF2\u505C\u7528",
  "warehouse.outboundExceedsLocation": "{sku} \u7684\u51FA\u5E93\u6570\u91CF\uFF08{quantity}\uFF09\u8D85\u8FC7\u5E93\u4F4D {code} \u4E0A\u7684\u5E93\u5B58\uFF08{available}\uFF09",
  "warehouse.bill.inbound": "\u5165\u5E93\u5355",
  "warehouse.bill.outbound": "\u51FA\u5E93\u5355",
  "warehouse.billStatus.draft": "\u8349\u7A3F",
  "warehouse.billStatus.confirmed": "\u5DF2\u786E\u8BA4",
  "warehouse.billStatus.cancelled": "\u5DF2\u53D6\u6D88",
  "warehouse.billAction.modify": "\u4FEE\u6539",
  "warehouse.billAction.confirm": "\u786E\u8BA4",
  "warehouse.billAction.cancel": "\u53D6\u6D88",
  "warehouse.billStatusUnknown": "\u672A\u77E5\u7684\u5355\u636E\u72B6\u6001",
  "warehouse.sourceTypeUnknown": "\u672A\u77E5\u7684\u6765\u6E90\u7C7B\u578B",
  "warehouse.occupationStatusUnknown": "\u672A\u77E5\u7684\u9501\u5B9A\u72B6\u6001",
  "warehouse.ledgerTypeUnknown": "\u672A\u77E5\u7684\u51FA\u5165\u5E93\u7C7B\u578B",
  "export.stockLedger.name": "\u51FA\u5165\u5E93\u8BB0\u5F55",
  "export.stockLedger.col.time": "\u65F6\u95F4",
  "export.stockLedger.col.sku": "SKU",
  "export.stockLedger.col.productName": "\u5546\u54C1\u540D\u79F0",
  "export.stockLedger.col.warehouse": "\u4ED3\u5E93",
  "export.stockLedger.col.location": "\u5E93\u4F4D",
  "export.stockLedger.col.type": "\u7C7B\u578B",
  "export.stockLedger.col.quantityChange": "\u5E93\u5B58\u53D8\u52A8",
  "export.stockLedger.col.occupiedChange": "\u5360\u7528\u53D8\u52A8",
  "export.stockLedger.col.quantityAfter": "\u7ED3\u5B58",
  "export.stockLedger.col.occupiedAfter": "\u5360\u7528\u7ED3\u5B58",
  "export.stockLedger.col.availableAfter": "\u53EF\u7528\u7ED3\u5B58",
  "export.stockLedger.col.unitCost": "\u5355\u4F4D\u6210\u672C",
  "export.stockLedger.col.billNo": "\u5355\u53F7",
  "export.stockLedger.col.remark": "\u5907\u6CE8",
  "export.stockLedger.col.operator": "\u64CD\u4F5C\u4EBA",
  "warehouse.ledgerType.inbound": "\u5165\u5E93",
  "warehouse.ledgerType.outbound": "\u51FA\u5E93",
  "warehouse.ledgerType.occupy": "\u5360\u7528",
  "warehouse.ledgerType.release": "\u91CA\u653E",
  "warehouse.ledgerType.transferOut": "\u8C03\u62E8\u51FA\u5E93",
  "warehouse.ledgerType.transferIn": "\u8C03\u62E8\u5165\u5E93",
  "warehouse.ledgerType.assembleIn": "\u52A0\u5DE5\u5165\u5E93",
  "warehouse.ledgerType.assembleOut": "\u52A0\u5DE5\u51FA\u5E93",
  "warehouse.ledgerType.countProfit": "\u76D8\u76C8",
  "warehouse.ledgerType.countLoss": "\u76D8\u4E8F",
  "warehouse.ledgerType.moveLocation": "\u79FB\u5E93"
};

// ../schema/src/messages/stock.en.json
var stock_en_default = {
  "stock.sameLocation": "The target location must differ from the source location",
  "stock.locationShort": "Only {available} of {sku} are at location {location}; {quantity} cannot be moved",
  "stock.skuNotFound": "The SKU does not exist",
  "stock.transferNotFound": "The transfer order does not exist",
  "stock.transferLineNotFound": "The line does not belong to this transfer order",
  "stock.assembleNotFound": "The processing sheet does not exist",
  "stock.notComponent": "{sku} is not a component of this combination",
  "stock.assembleOccupyExceeds": "The occupied quantity of {sku} may not exceed the available quantity ({available}) nor the quantity required for the combination ({required})",
  "stock.comboNoComponents": "{sku} has no components",
  "stock.batchTooLarge": "Too many rows at once",
  "stock.abcClass": "Unknown ABC class",
  "stock.ageBand": "Unknown storage age band",
  "stock.inTransitShort": "The quantity in transit of {sku} ({inTransit}) is lower than what arrives ({quantity})",
  "stock.bill.transfer": "transfer order",
  "stock.bill.assemble": "processing sheet",
  "stock.transferStatus.draft": "a draft",
  "stock.transferStatus.pendingShipment": "pending shipment",
  "stock.transferStatus.shipped": "shipped",
  "stock.transferStatus.received": "received",
  "stock.transferStatus.cancelled": "cancelled",
  "stock.assembleStatus.pending": "pending processing",
  "stock.assembleStatus.processing": "being processed",
  "stock.assembleStatus.completed": "completed",
  "stock.action.edit": "edited",
  "stock.action.submit": "submitted for shipment",
  "stock.action.ship": "marked shipped",
  "stock.action.cancel": "cancelled",
  "stock.action.delete": "deleted",
  "stock.action.receive": "received into storage",
  "stock.action.start": "started",
  "stock.action.complete": "completed",
  "stock.action.returnToPending": "returned to pending",
  "stock.action.occupy": "given more stock",
  "stock.lowStockTitle": "Low stock: {sku}",
  "stock.lowStockBody": "{sku} in {warehouse}: {available} available, below the safety stock of {safe}",
  "stock.pdf.title": "Processing sheet",
  "stock.pdf.warehouse": "Warehouse",
  "stock.pdf.combo": "Combination SKU",
  "stock.pdf.quantity": "Quantity",
  "stock.pdf.status": "Status",
  "stock.pdf.remark": "Remark",
  "stock.pdf.component": "Component",
  "stock.pdf.perUnit": "Per unit",
  "stock.pdf.required": "Required",
  "stock.pdf.occupied": "Occupied",
  "stock.pdf.printedAt": "Printed",
  "export.inventory.name": "Inventory",
  "export.inventory.col.sku": "SKU",
  "export.inventory.col.productName": "Product",
  "export.inventory.col.warehouse": "Warehouse",
  "export.inventory.col.quantity": "Quantity",
  "export.inventory.col.safe": "Safety stock",
  "export.inventory.col.inTransit": "In transit",
  "export.inventory.col.available": "Available",
  "export.inventory.col.occupied": "Occupied",
  "export.inventory.col.preSale": "Pre-sale",
  "export.inventory.col.purchasePrice": "Purchase price",
  "export.inventory.col.ageDays": "Storage age (days)",
  "export.inventory.col.ageBand": "Age band",
  "export.inventory.col.abcClass": "ABC class",
  "export.inventory.col.sales7": "Sales 7 days",
  "export.inventory.col.sales15": "Sales 15 days",
  "export.inventory.col.sales30": "Sales 30 days",
  "export.inventory.col.sales90": "Sales 90 days"
};

// ../schema/src/messages/stock.zh.json
var stock_zh_default = {
  "stock.sameLocation": "\u76EE\u6807\u5E93\u4F4D\u4E0D\u80FD\u4E0E\u539F\u5E93\u4F4D\u76F8\u540C",
  "stock.locationShort": "\u5E93\u4F4D {location} \u4E0A\u7684 {sku} \u53EA\u6709 {available}\uFF0C\u4E0D\u80FD\u79FB\u52A8 {quantity}",
  "stock.skuNotFound": "SKU \u4E0D\u5B58\u5728",
  "stock.transferNotFound": "\u8C03\u62E8\u5355\u4E0D\u5B58\u5728",
  "stock.transferLineNotFound": "\u8BE5\u660E\u7EC6\u4E0D\u5C5E\u4E8E\u6B64\u8C03\u62E8\u5355",
  "stock.assembleNotFound": "\u52A0\u5DE5\u5355\u4E0D\u5B58\u5728",
  "stock.notComponent": "{sku} \u4E0D\u662F\u8BE5\u7EC4\u5408\u7684\u5B50\u4EF6",
  "stock.assembleOccupyExceeds": "{sku} \u7684\u5360\u7528\u6570\u91CF\u4E0D\u80FD\u8D85\u8FC7\u4ED3\u5E93\u53EF\u7528\u6570\u91CF\uFF08{available}\uFF09\uFF0C\u4E5F\u4E0D\u80FD\u8D85\u8FC7\u7EC4\u5408\u6240\u9700\u6570\u91CF\uFF08{required}\uFF09",
  "stock.comboNoComponents": "{sku} \u6CA1\u6709\u5B50\u4EF6",
  "stock.batchTooLarge": "\u4E00\u6B21\u63D0\u4EA4\u7684\u6570\u636E\u8FC7\u591A",
  "stock.abcClass": "\u672A\u77E5\u7684 ABC \u5206\u7C7B",
  "stock.ageBand": "\u672A\u77E5\u7684\u5E93\u9F84\u6BB5",
  "stock.inTransitShort": "{sku} \u7684\u5728\u9014\u6570\u91CF\uFF08{inTransit}\uFF09\u5C11\u4E8E\u5230\u8D27\u6570\u91CF\uFF08{quantity}\uFF09",
  "stock.bill.transfer": "\u8C03\u62E8\u5355",
  "stock.bill.assemble": "\u52A0\u5DE5\u5355",
  "stock.transferStatus.draft": "\u8349\u7A3F",
  "stock.transferStatus.pendingShipment": "\u5F85\u53D1\u8D27",
  "stock.transferStatus.shipped": "\u5DF2\u53D1\u8D27",
  "stock.transferStatus.received": "\u5DF2\u5165\u5E93",
  "stock.transferStatus.cancelled": "\u5DF2\u53D6\u6D88",
  "stock.assembleStatus.pending": "\u5F85\u52A0\u5DE5",
  "stock.assembleStatus.processing": "\u52A0\u5DE5\u4E2D",
  "stock.assembleStatus.completed": "\u5DF2\u5B8C\u6210",
  "stock.action.edit": "\u7F16\u8F91",
  "stock.action.submit": "\u63D0\u4EA4\u53D1\u8D27",
  "stock.action.ship": "\u6807\u8BB0\u53D1\u8D27",
  "stock.action.cancel": "\u53D6\u6D88",
  "stock.action.delete": "\u5220\u9664",
  "stock.action.receive": "\u5230\u8D27\u5165\u5E93",
  "stock.action.start": "\u5F00\u59CB\u52A0\u5DE5",
  "stock.action.complete": "\u5B8C\u6210\u52A0\u5DE5",
  "stock.action.returnToPending": "\u9000\u56DE\u5F85\u52A0\u5DE5",
  "stock.action.occupy": "\u5360\u7528\u5E93\u5B58",
  "stock.lowStockTitle": "\u5E93\u5B58\u4E0D\u8DB3\uFF1A{sku}",
  "stock.lowStockBody": "{warehouse} \u4E2D {sku} \u53EF\u7528 {available}\uFF0C\u4F4E\u4E8E\u5B89\u5168\u5E93\u5B58 {safe}",
  "stock.pdf.title": "\u52A0\u5DE5\u5355",
  "stock.pdf.warehouse": "\u4ED3\u5E93",
  "stock.pdf.combo": "\u7EC4\u5408 SKU",
  "stock.pdf.quantity": "\u52A0\u5DE5\u6570\u91CF",
  "stock.pdf.status": "\u72B6\u6001",
  "stock.pdf.remark": "\u5907\u6CE8",
  "stock.pdf.component": "\u5B50\u4EF6",
  "stock.pdf.perUnit": "\u5355\u4EF6\u7528\u91CF",
  "stock.pdf.required": "\u5B9E\u9645\u6240\u9700",
  "stock.pdf.occupied": "\u5DF2\u5360\u7528",
  "stock.pdf.printedAt": "\u6253\u5370\u65F6\u95F4",
  "export.inventory.name": "\u5E93\u5B58\u7BA1\u7406",
  "export.inventory.col.sku": "SKU",
  "export.inventory.col.productName": "\u5546\u54C1\u540D\u79F0",
  "export.inventory.col.warehouse": "\u4ED3\u5E93",
  "export.inventory.col.quantity": "\u5E93\u5B58\u6570\u91CF",
  "export.inventory.col.safe": "\u5B89\u5168\u5E93\u5B58",
  "export.inventory.col.inTransit": "\u5728\u9014",
  "export.inventory.col.available": "\u53EF\u7528",
  "export.inventory.col.occupied": "\u5360\u7528",
  "export.inventory.col.preSale": "\u9884\u552E",
  "export.inventory.col.purchasePrice": "\u91C7\u8D2D\u4EF7",
  "export.inventory.col.ageDays": "\u5E93\u9F84\uFF08\u5929\uFF09",
  "export.inventory.col.ageBand": "\u5E93\u9F84\u6BB5",
  "export.inventory.col.abcClass": "ABC \u5206\u7C7B",
  "export.inventory.col.sales7": "7 \u5929\u9500\u91CF",
  "export.inventory.col.sales15": "15 \u5929\u9500\u91CF",
  "export.inventory.col.sales30": "30 \u5929\u9500\u91CF",
  "export.inventory.col.sales90": "90 \u5929\u9500\u91CF"
};

// ../schema/src/messages/counts.en.json
var counts_en_default = {
  "counts.taskNotFound": "The count task does not exist",
  "counts.lineNotFound": "The count line does not exist in this task",
  "counts.skuNotFound": "The SKU does not exist",
  "counts.locationNotFound": "The location does not exist",
  "counts.warehouseNotFound": "The warehouse does not exist",
  "counts.comboNotCountable": "{sku} is a combination SKU and has no stock of its own to count",
  "counts.tooManyLines": "A count task holds at most {max} lines (SKUs \xD7 locations); this one would have {lines}",
  "counts.tooManySaved": "At most {max} lines can be saved at once",
  "counts.bill": "count task",
  "counts.status.pending": "pending",
  "counts.status.counting": "being counted",
  "counts.status.finished": "finished",
  "counts.action.start": "started",
  "counts.action.continue": "counted",
  "counts.action.end": "ended",
  "counts.action.delete": "deleted",
  "counts.mode.listed": "Listed (book quantities shown)",
  "counts.mode.blind": "Blind count",
  "counts.countType.location": "By location",
  "counts.countType.sku": "By SKU",
  "counts.countType.order": "By count order",
  "counts.result.loss": "Loss",
  "counts.result.profit": "Profit",
  "counts.pdf.title": "Count list {taskNo}",
  "counts.pdf.warehouse": "Warehouse",
  "counts.pdf.mode": "Mode",
  "counts.pdf.sortedBy": "Sorted",
  "counts.pdf.printedAt": "Printed",
  "counts.pdf.lines": "Lines",
  "counts.pdf.page": "Page {page} of {pages}",
  "counts.pdf.no": "#",
  "counts.pdf.location": "Location",
  "counts.pdf.sku": "SKU",
  "counts.pdf.product": "Product",
  "counts.pdf.book": "Book",
  "counts.pdf.counted": "Counted",
  "counts.pdf.signature": "Counted by: ____________    Checked by: ____________    Date: ____________",
  "counts.ean13Prefix": "An EAN-13 prefix uses at most 11 digits",
  "counts.ean13Overflow": "The running numbers after this prefix are used up; choose another prefix",
  "counts.tooManyLabels": "At most 1000 labels can be printed at once",
  "counts.labelLayout": "Unknown label layout",
  "counts.skuNoEan": "{sku} has no valid EAN-13 code",
  "counts.batchNotFound": "The barcode batch does not exist",
  "counts.materialNotFound": "The packaging material does not exist",
  "export.inventoryCountLoss.name": "Count loss and profit",
  "export.inventoryCountLoss.col.taskNo": "Task number",
  "export.inventoryCountLoss.col.warehouse": "Warehouse",
  "export.inventoryCountLoss.col.sku": "SKU",
  "export.inventoryCountLoss.col.product": "Product",
  "export.inventoryCountLoss.col.location": "Location",
  "export.inventoryCountLoss.col.book": "Book quantity",
  "export.inventoryCountLoss.col.counted": "Counted quantity",
  "export.inventoryCountLoss.col.difference": "Difference",
  "export.inventoryCountLoss.col.unitPrice": "Purchase price (CNY)",
  "export.inventoryCountLoss.col.value": "Difference value (CNY)",
  "export.inventoryCountLoss.col.result": "Result",
  "export.inventoryCountLoss.col.finishedAt": "Finished at",
  "field.name": "Name",
  "field.warehouseId": "Warehouse",
  "field.skuIds": "SKUs",
  "field.locationIds": "Locations",
  "field.number": "Number of labels",
  "field.prefix": "Prefix",
  "field.quantity": "Quantity",
  "field.unitPrice": "Unit price",
  "field.weight": "Weight",
  "field.length": "Length",
  "field.width": "Width",
  "field.height": "Height",
  "field.lineId": "Count line",
  "field.countedQty": "Counted quantity",
  "field.skuId": "SKU",
  "field.taskId": "Count task",
  "field.items": "SKUs",
  "field.mode": "Count mode",
  "field.countType": "Counting type",
  "field.layout": "Label layout",
  "counts.unprintableCode": "The code {code} cannot be drawn as this barcode type"
};

// ../schema/src/messages/counts.zh.json
var counts_zh_default = {
  "counts.taskNotFound": "\u76D8\u70B9\u4EFB\u52A1\u4E0D\u5B58\u5728",
  "counts.lineNotFound": "\u8BE5\u76D8\u70B9\u4EFB\u52A1\u4E2D\u6CA1\u6709\u8FD9\u4E00\u884C",
  "counts.skuNotFound": "SKU \u4E0D\u5B58\u5728",
  "counts.locationNotFound": "\u5E93\u4F4D\u4E0D\u5B58\u5728",
  "counts.warehouseNotFound": "\u4ED3\u5E93\u4E0D\u5B58\u5728",
  "counts.comboNotCountable": "{sku} \u662F\u7EC4\u5408 SKU\uFF0C\u6CA1\u6709\u81EA\u5DF1\u7684\u5E93\u5B58\uFF0C\u65E0\u6CD5\u76D8\u70B9",
  "counts.tooManyLines": "\u4E00\u4E2A\u76D8\u70B9\u4EFB\u52A1\u6700\u591A {max} \u884C\uFF08SKU \xD7 \u5E93\u4F4D\uFF09\uFF0C\u5F53\u524D\u4E3A {lines} \u884C",
  "counts.tooManySaved": "\u4E00\u6B21\u6700\u591A\u4FDD\u5B58 {max} \u884C",
  "counts.bill": "\u76D8\u70B9\u4EFB\u52A1",
  "counts.status.pending": "\u5F85\u76D8\u70B9",
  "counts.status.counting": "\u76D8\u70B9\u4E2D",
  "counts.status.finished": "\u5DF2\u5B8C\u6210",
  "counts.action.start": "\u5F00\u59CB\u76D8\u70B9",
  "counts.action.continue": "\u7EE7\u7EED\u76D8\u70B9",
  "counts.action.end": "\u7ED3\u675F\u76D8\u70B9",
  "counts.action.delete": "\u5220\u9664",
  "counts.mode.listed": "\u660E\u76D8\uFF08\u663E\u793A\u8D26\u9762\u6570\u91CF\uFF09",
  "counts.mode.blind": "\u76F2\u76D8",
  "counts.countType.location": "\u6309\u5E93\u4F4D",
  "counts.countType.sku": "\u6309 SKU",
  "counts.countType.order": "\u6309\u76D8\u70B9\u5355\u987A\u5E8F",
  "counts.result.loss": "\u76D8\u4E8F",
  "counts.result.profit": "\u76D8\u76C8",
  "counts.pdf.title": "\u76D8\u70B9\u5355 {taskNo}",
  "counts.pdf.warehouse": "\u4ED3\u5E93",
  "counts.pdf.mode": "\u76D8\u70B9\u65B9\u5F0F",
  "counts.pdf.sortedBy": "\u6392\u5E8F",
  "counts.pdf.printedAt": "\u6253\u5370\u65F6\u95F4",
  "counts.pdf.lines": "\u884C\u6570",
  "counts.pdf.page": "\u7B2C {page} \u9875\uFF0C\u5171 {pages} \u9875",
  "counts.pdf.no": "\u5E8F\u53F7",
  "counts.pdf.location": "\u5E93\u4F4D",
  "counts.pdf.sku": "SKU",
  "counts.pdf.product": "\u5546\u54C1\u540D\u79F0",
  "counts.pdf.book": "\u8D26\u9762\u6570\u91CF",
  "counts.pdf.counted": "\u5B9E\u76D8\u6570\u91CF",
  "counts.pdf.signature": "\u76D8\u70B9\u4EBA\uFF1A____________    \u590D\u6838\u4EBA\uFF1A____________    \u65E5\u671F\uFF1A____________",
  "counts.ean13Prefix": "EAN-13 \u524D\u7F00\u6700\u591A 11 \u4F4D\u6570\u5B57",
  "counts.ean13Overflow": "\u8BE5\u524D\u7F00\u540E\u7684\u6D41\u6C34\u53F7\u5DF2\u7528\u5B8C\uFF0C\u8BF7\u6362\u4E00\u4E2A\u524D\u7F00",
  "counts.tooManyLabels": "\u4E00\u6B21\u6700\u591A\u6253\u5370 1000 \u5F20\u6807\u7B7E",
  "counts.labelLayout": "\u672A\u77E5\u7684\u6807\u7B7E\u7248\u5F0F",
  "counts.skuNoEan": "{sku} \u6CA1\u6709\u6709\u6548\u7684 EAN-13 \u7801",
  "counts.batchNotFound": "\u6761\u7801\u6279\u6B21\u4E0D\u5B58\u5728",
  "counts.materialNotFound": "\u5305\u6750\u4E0D\u5B58\u5728",
  "export.inventoryCountLoss.name": "\u76D8\u70B9\u76C8\u4E8F",
  "export.inventoryCountLoss.col.taskNo": "\u4EFB\u52A1\u7F16\u53F7",
  "export.inventoryCountLoss.col.warehouse": "\u4ED3\u5E93",
  "export.inventoryCountLoss.col.sku": "SKU",
  "export.inventoryCountLoss.col.product": "\u5546\u54C1\u540D\u79F0",
  "export.inventoryCountLoss.col.location": "\u5E93\u4F4D",
  "export.inventoryCountLoss.col.book": "\u8D26\u9762\u6570\u91CF",
  "export.inventoryCountLoss.col.counted": "\u5B9E\u76D8\u6570\u91CF",
  "export.inventoryCountLoss.col.difference": "\u5DEE\u5F02",
  "export.inventoryCountLoss.col.unitPrice": "\u91C7\u8D2D\u4EF7\uFF08\u5143\uFF09",
  "export.inventoryCountLoss.col.value": "\u5DEE\u5F02\u91D1\u989D\uFF08\u5143\uFF09",
  "export.inventoryCountLoss.col.result": "\u76D8\u70B9\u7ED3\u679C",
  "export.inventoryCountLoss.col.finishedAt": "\u5B8C\u6210\u65F6\u95F4",
  "field.name": "\u540D\u79F0",
  "field.warehouseId": "\u4ED3\u5E93",
  "field.skuIds": "SKU",
  "field.locationIds": "\u5E93\u4F4D",
  "field.number": "\u6761\u7801\u6570\u91CF",
  "field.prefix": "\u524D\u7F00",
  "field.quantity": "\u6570\u91CF",
  "field.unitPrice": "\u5355\u4EF7",
  "field.weight": "\u91CD\u91CF",
  "field.length": "\u957F",
  "field.width": "\u5BBD",
  "field.height": "\u9AD8",
  "field.lineId": "\u76D8\u70B9\u884C",
  "field.countedQty": "\u5B9E\u76D8\u6570\u91CF",
  "field.skuId": "SKU",
  "field.taskId": "\u76D8\u70B9\u4EFB\u52A1",
  "field.items": "SKU",
  "field.mode": "\u76D8\u70B9\u65B9\u5F0F",
  "field.countType": "\u76D8\u70B9\u7C7B\u578B",
  "field.layout": "\u6807\u7B7E\u7248\u5F0F",
  "counts.unprintableCode": "\u7F16\u7801 {code} \u65E0\u6CD5\u751F\u6210\u8BE5\u7C7B\u578B\u7684\u6761\u7801"
};

// ../schema/src/messages/orders.en.json
var orders_en_default = {
  "order.notFound": "Order not found",
  "order.illegalTransition": "Order {orderNo} is {status} and cannot be {action}",
  "order.status.awaitingPayment": "awaiting payment",
  "order.status.processing": "processing",
  "order.status.outOfStock": "out of stock",
  "order.status.awaitingShipment": "awaiting shipment",
  "order.status.shipped": "shipped",
  "order.status.completed": "completed",
  "order.status.cancelled": "cancelled",
  "order.status.refunded": "refunded",
  "order.status.abnormal": "abnormal",
  "order.action.pay": "marked paid",
  "order.action.audit": "reviewed",
  "order.action.markOutOfStock": "marked out of stock",
  "order.action.allocate": "allocated",
  "order.action.backToProcessing": "returned to processing",
  "order.action.hold": "held as abnormal",
  "order.action.release": "released",
  "order.action.ship": "shipped",
  "order.action.complete": "completed",
  "order.action.cancel": "cancelled",
  "order.action.refund": "refunded",
  "order.quantityPositive": "The quantity must be a whole number of at least 1",
  "order.moneyTwoDecimals": "Enter an amount not below 0 with at most two decimals",
  "order.selectAtLeastOne": "Please tick at least one data",
  "order.batchTooLarge": "Too many orders in one batch (at most {max})",
  "order.tooManyTags": "At most {max} tags",
  "order.countryCode": "Enter the two-letter country code (e.g. US)",
  "order.postcode": "The zip code may contain only letters, digits, commas, spaces, dash and star",
  "order.itemSkuRequired": "Choose a SKU or enter the marketplace SKU",
  "order.itemsRequired": "Add at least one product",
  "order.tooManyItems": "At most {max} products per order",
  "order.currency": "Enter the three-letter currency code (e.g. USD)",
  "order.mergeTwoOrders": "Select at least 2 orders to merge",
  "order.splitQuantityInteger": "The split quantity must be a whole number",
  "order.splitTwoParts": "Split into at least 2 sub-orders",
  "order.splitTooManyParts": "At most {max} sub-orders",
  "order.splitPartEmpty": "Every sub-order needs at least one split quantity",
  "order.splitAboveDividable": "The split quantity of {sku} is above the dividable quantity {dividable}",
  "order.splitNotAll": "All goods must be split: {left} of {sku} left",
  "order.splitUnknownItem": "This product is not in the order",
  "order.unitsPerItem": "Units per item must be a whole number from 1 to 1000",
  "order.tooManyAliases": "At most {max} aliases",
  "order.aliasRepeated": "The same alias is entered twice",
  "order.aliasTaken": "The alias {alias} is already used by SKU {sku}",
  "order.shopNotFound": "Shop not found",
  "order.channelNotFound": "Logistics channel not found",
  "order.channelDisabled": "The logistics channel {name} is disabled",
  "order.warehouseDisabled": "The warehouse {name} is disabled",
  "order.pairingNotFound": "Pairing not found",
  "order.pairingShopPlatform": "The shop belongs to another platform",
  "order.unmatchedCannotAudit": "Order {orderNo} has products without a local SKU; pair them first",
  "order.noWarehouse": "There is no enabled warehouse to reserve stock from",
  "order.mergeDifferent": "Orders {orderNo} and {other} differ in buyer, shop or address and cannot be merged",
  "order.mergeSameOrder": "The same order is selected twice",
  "order.splitNotAllowed": "Order {orderNo} is {status} and cannot be split",
  "order.mergeNotAllowed": "Order {orderNo} is {status} and cannot be merged",
  "order.notEditable": "Order {orderNo} is {status} and cannot be edited",
  "order.orderNoTaken": "The order number {orderNo} already exists",
  "order.weightInteger": "The weight is a whole number of grams, not below 0",
  "order.action.edit": "edited",
  "order.action.split": "split",
  "order.action.merge": "merged",
  "order.history.created": "Order created ({source})",
  "order.history.source.manual": "manual",
  "order.history.source.pull": "pulled from the marketplace",
  "order.history.source.split": "split",
  "order.history.source.import": "imported",
  "order.history.source.merge": "merged",
  "order.history.matched": "Products matched: {matched} of {total}",
  "order.history.updated": "Edited: {fields}",
  "order.field.buyerName": "Recipient",
  "order.field.buyerPhone": "Phone",
  "order.field.buyerEmail": "Email",
  "order.field.country": "Country",
  "order.field.state": "State / province",
  "order.field.city": "City",
  "order.field.postcode": "Postcode",
  "order.field.address1": "Address line 1",
  "order.field.address2": "Address line 2",
  "order.field.buyerNote": "Buyer note",
  "order.field.sellerNote": "Seller note",
  "order.field.tags": "Tags",
  "order.field.warehouseId": "Warehouse",
  "order.field.logisticsChannelId": "Logistics channel",
  "order.history.allocated": "Stock reserved in {warehouse}",
  "order.history.outOfStock": "Not enough stock of {sku}",
  "order.history.released": "Reserved stock released",
  "order.history.held": "Held as abnormal: {remark}",
  "order.history.cancelled": "Cancelled: {reason}",
  "order.history.shipped": "Shipped, tracking number {trackingNo}",
  "order.history.splitInto": "Split into {orderNos}",
  "order.history.splitFrom": "Split from {orderNo}",
  "order.history.mergedInto": "Merged into {orderNo}",
  "order.history.mergedFrom": "Orders merged into this one: {orderNos}",
  "order.history.unmatchedAlert": "Still unmatched after {hours} hours",
  "order.notice.unmatchedTitle": "Orders unmatched for over {hours} hours",
  "order.notice.unmatchedBody": "{count} orders still have products without a local SKU after {hours} hours: {orderNos}",
  "field.buyerName": "Recipient",
  "field.buyerPhone": "Phone",
  "field.buyerEmail": "E-mail",
  "field.buyerAccount": "Buyer account",
  "field.country": "Country",
  "field.postcode": "Zip code",
  "field.address1": "Address",
  "field.shopId": "Shop",
  "field.parts": "Sub-orders",
  "field.platformSku": "Marketplace SKU",
  "field.unitsPerItem": "Units per item",
  "field.aliases": "Aliases",
  "order.statusUnknown": "Unknown order status {status}",
  "order.otherRuleUnknown": "Unknown filter rule",
  "order.sortUnknown": "Unknown sort order",
  "order.warehouseReserved": "Stock is reserved for this order; return it to processing before changing the warehouse",
  "order.trackingOneOrder": "A tracking number can only be given for one order at a time",
  "order.onlineStateUnknown": "Unknown pairing state"
};

// ../schema/src/messages/orders.zh.json
var orders_zh_default = {
  "order.notFound": "\u8BA2\u5355\u4E0D\u5B58\u5728",
  "order.illegalTransition": "\u8BA2\u5355 {orderNo} \u5F53\u524D\u4E3A{status}\uFF0C\u4E0D\u80FD{action}",
  "order.status.awaitingPayment": "\u5F85\u4ED8\u6B3E",
  "order.status.processing": "\u5F85\u5904\u7406",
  "order.status.outOfStock": "\u7F3A\u8D27",
  "order.status.awaitingShipment": "\u5F85\u53D1\u8D27",
  "order.status.shipped": "\u5DF2\u53D1\u8D27",
  "order.status.completed": "\u5DF2\u5B8C\u6210",
  "order.status.cancelled": "\u5DF2\u53D6\u6D88",
  "order.status.refunded": "\u5DF2\u9000\u6B3E",
  "order.status.abnormal": "\u5F02\u5E38",
  "order.action.pay": "\u6807\u8BB0\u4ED8\u6B3E",
  "order.action.audit": "\u5BA1\u6838",
  "order.action.markOutOfStock": "\u6807\u8BB0\u7F3A\u8D27",
  "order.action.allocate": "\u5206\u914D\u5E93\u5B58",
  "order.action.backToProcessing": "\u9000\u56DE\u5F85\u5904\u7406",
  "order.action.hold": "\u6807\u8BB0\u5F02\u5E38",
  "order.action.release": "\u6062\u590D",
  "order.action.ship": "\u53D1\u8D27",
  "order.action.complete": "\u5B8C\u6210",
  "order.action.cancel": "\u53D6\u6D88",
  "order.action.refund": "\u9000\u6B3E",
  "order.quantityPositive": "\u6570\u91CF\u5FC5\u987B\u662F\u4E0D\u5C0F\u4E8E 1 \u7684\u6574\u6570",
  "order.moneyTwoDecimals": "\u8BF7\u8F93\u5165\u4E0D\u5C0F\u4E8E 0\u3001\u6700\u591A\u4E24\u4F4D\u5C0F\u6570\u7684\u91D1\u989D",
  "order.selectAtLeastOne": "\u8BF7\u81F3\u5C11\u52FE\u9009\u4E00\u6761\u6570\u636E",
  "order.batchTooLarge": "\u4E00\u6B21\u6279\u91CF\u7684\u8BA2\u5355\u8FC7\u591A\uFF08\u6700\u591A {max} \u4E2A\uFF09",
  "order.tooManyTags": "\u6700\u591A {max} \u4E2A\u6807\u7B7E",
  "order.countryCode": "\u8BF7\u8F93\u5165\u4E24\u4F4D\u56FD\u5BB6\u4EE3\u7801\uFF08\u5982 US\uFF09",
  "order.postcode": "\u90AE\u7F16\u53EA\u80FD\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u3001\u9017\u53F7\u3001\u7A7A\u683C\u3001\u6A2A\u7EBF\u548C\u661F\u53F7",
  "order.itemSkuRequired": "\u8BF7\u9009\u62E9 SKU \u6216\u586B\u5199\u5E73\u53F0 SKU",
  "order.itemsRequired": "\u8BF7\u81F3\u5C11\u6DFB\u52A0\u4E00\u4E2A\u5546\u54C1",
  "order.tooManyItems": "\u6BCF\u4E2A\u8BA2\u5355\u6700\u591A {max} \u4E2A\u5546\u54C1",
  "order.currency": "\u8BF7\u8F93\u5165\u4E09\u4F4D\u5E01\u79CD\u4EE3\u7801\uFF08\u5982 USD\uFF09",
  "order.mergeTwoOrders": "\u8BF7\u81F3\u5C11\u9009\u62E9 2 \u4E2A\u8BA2\u5355\u8FDB\u884C\u5408\u5E76",
  "order.splitQuantityInteger": "\u62C6\u5206\u6570\u91CF\u5FC5\u987B\u662F\u6574\u6570",
  "order.splitTwoParts": "\u81F3\u5C11\u62C6\u5206\u4E3A 2 \u4E2A\u5B50\u8BA2\u5355",
  "order.splitTooManyParts": "\u6700\u591A {max} \u4E2A\u5B50\u8BA2\u5355",
  "order.splitPartEmpty": "\u6BCF\u4E2A\u5B50\u8BA2\u5355\u81F3\u5C11\u8981\u6709\u4E00\u4E2A\u62C6\u5206\u6570\u91CF",
  "order.splitAboveDividable": "{sku} \u7684\u62C6\u5206\u6570\u91CF\u8D85\u8FC7\u53EF\u62C6\u5206\u6570\u91CF {dividable}",
  "order.splitNotAll": "\u62C6\u5206\u524D\u7684\u5546\u54C1\u5FC5\u987B\u5168\u90E8\u62C6\u5206\uFF1A{sku} \u8FD8\u5269 {left}",
  "order.splitUnknownItem": "\u8BE5\u5546\u54C1\u4E0D\u5728\u8BA2\u5355\u4E2D",
  "order.unitsPerItem": "\u6BCF\u4EF6\u6570\u91CF\u5FC5\u987B\u662F 1 \u5230 1000 \u7684\u6574\u6570",
  "order.tooManyAliases": "\u6700\u591A {max} \u4E2A\u522B\u540D",
  "order.aliasRepeated": "\u522B\u540D\u91CD\u590D\u586B\u5199",
  "order.aliasTaken": "\u522B\u540D {alias} \u5DF2\u88AB SKU {sku} \u4F7F\u7528",
  "order.shopNotFound": "\u5E97\u94FA\u4E0D\u5B58\u5728",
  "order.channelNotFound": "\u7269\u6D41\u6E20\u9053\u4E0D\u5B58\u5728",
  "order.channelDisabled": "\u7269\u6D41\u6E20\u9053 {name} \u5DF2\u505C\u7528",
  "order.warehouseDisabled": "\u4ED3\u5E93 {name} \u5DF2\u505C\u7528",
  "order.pairingNotFound": "\u914D\u5BF9\u4E0D\u5B58\u5728",
  "order.pairingShopPlatform": "\u8BE5\u5E97\u94FA\u5C5E\u4E8E\u5176\u4ED6\u5E73\u53F0",
  "order.unmatchedCannotAudit": "\u8BA2\u5355 {orderNo} \u6709\u672A\u914D\u5BF9\u672C\u5730 SKU \u7684\u5546\u54C1\uFF0C\u8BF7\u5148\u914D\u5BF9",
  "order.noWarehouse": "\u6CA1\u6709\u53EF\u7528\u4E8E\u5360\u7528\u5E93\u5B58\u7684\u542F\u7528\u4ED3\u5E93",
  "order.mergeDifferent": "\u8BA2\u5355 {orderNo} \u4E0E {other} \u7684\u4E70\u5BB6\u3001\u5E97\u94FA\u6216\u5730\u5740\u4E0D\u540C\uFF0C\u4E0D\u80FD\u5408\u5E76",
  "order.mergeSameOrder": "\u540C\u4E00\u4E2A\u8BA2\u5355\u88AB\u91CD\u590D\u9009\u62E9",
  "order.splitNotAllowed": "\u8BA2\u5355 {orderNo} \u5F53\u524D\u4E3A{status}\uFF0C\u4E0D\u80FD\u62C6\u5206",
  "order.mergeNotAllowed": "\u8BA2\u5355 {orderNo} \u5F53\u524D\u4E3A{status}\uFF0C\u4E0D\u80FD\u5408\u5E76",
  "order.notEditable": "\u8BA2\u5355 {orderNo} \u5F53\u524D\u4E3A{status}\uFF0C\u4E0D\u80FD\u7F16\u8F91",
  "order.orderNoTaken": "\u8BA2\u5355\u53F7 {orderNo} \u5DF2\u5B58\u5728",
  "order.weightInteger": "\u91CD\u91CF\u4E3A\u4E0D\u5C0F\u4E8E 0 \u7684\u6574\u6570\uFF08\u514B\uFF09",
  "order.action.edit": "\u7F16\u8F91",
  "order.action.split": "\u62C6\u5206",
  "order.action.merge": "\u5408\u5E76",
  "order.history.created": "\u8BA2\u5355\u5DF2\u521B\u5EFA\uFF08{source}\uFF09",
  "order.history.source.manual": "\u624B\u5DE5\u521B\u5EFA",
  "order.history.source.pull": "\u4ECE\u5E73\u53F0\u62C9\u53D6",
  "order.history.source.split": "\u62C6\u5206",
  "order.history.source.import": "\u5BFC\u5165",
  "order.history.source.merge": "\u5408\u5E76",
  "order.history.matched": "\u5546\u54C1\u914D\u5BF9\uFF1A{matched}/{total}",
  "order.history.updated": "\u5DF2\u7F16\u8F91\uFF1A{fields}",
  "order.field.buyerName": "\u6536\u4EF6\u4EBA",
  "order.field.buyerPhone": "\u7535\u8BDD",
  "order.field.buyerEmail": "\u90AE\u7BB1",
  "order.field.country": "\u56FD\u5BB6",
  "order.field.state": "\u5DDE / \u7701",
  "order.field.city": "\u57CE\u5E02",
  "order.field.postcode": "\u90AE\u7F16",
  "order.field.address1": "\u5730\u5740 1",
  "order.field.address2": "\u5730\u5740 2",
  "order.field.buyerNote": "\u4E70\u5BB6\u7559\u8A00",
  "order.field.sellerNote": "\u5356\u5BB6\u5907\u6CE8",
  "order.field.tags": "\u6807\u7B7E",
  "order.field.warehouseId": "\u53D1\u8D27\u4ED3\u5E93",
  "order.field.logisticsChannelId": "\u7269\u6D41\u6E20\u9053",
  "order.history.allocated": "\u5DF2\u5728 {warehouse} \u5360\u7528\u5E93\u5B58",
  "order.history.outOfStock": "{sku} \u5E93\u5B58\u4E0D\u8DB3",
  "order.history.released": "\u5DF2\u91CA\u653E\u5360\u7528\u5E93\u5B58",
  "order.history.held": "\u6807\u8BB0\u5F02\u5E38\uFF1A{remark}",
  "order.history.cancelled": "\u5DF2\u53D6\u6D88\uFF1A{reason}",
  "order.history.shipped": "\u5DF2\u53D1\u8D27\uFF0C\u8DDF\u8E2A\u53F7 {trackingNo}",
  "order.history.splitInto": "\u5DF2\u62C6\u5206\u4E3A {orderNos}",
  "order.history.splitFrom": "\u62C6\u5206\u81EA {orderNo}",
  "order.history.mergedInto": "\u5DF2\u5408\u5E76\u5230 {orderNo}",
  "order.history.mergedFrom": "\u5408\u5E76\u8FDB\u672C\u8BA2\u5355\u7684\u8BA2\u5355\uFF1A{orderNos}",
  "order.history.unmatchedAlert": "\u8D85\u8FC7 {hours} \u5C0F\u65F6\u4ECD\u672A\u914D\u5BF9",
  "order.notice.unmatchedTitle": "\u8BA2\u5355\u8D85\u8FC7 {hours} \u5C0F\u65F6\u672A\u914D\u5BF9",
  "order.notice.unmatchedBody": "{count} \u4E2A\u8BA2\u5355\u8D85\u8FC7 {hours} \u5C0F\u65F6\u4ECD\u6709\u5546\u54C1\u672A\u914D\u5BF9\u672C\u5730 SKU\uFF1A{orderNos}",
  "field.buyerName": "\u6536\u4EF6\u4EBA",
  "field.buyerPhone": "\u7535\u8BDD",
  "field.buyerEmail": "\u90AE\u7BB1",
  "field.buyerAccount": "\u4E70\u5BB6\u8D26\u53F7",
  "field.country": "\u56FD\u5BB6",
  "field.postcode": "\u90AE\u7F16",
  "field.address1": "\u5730\u5740",
  "field.shopId": "\u5E97\u94FA",
  "field.parts": "\u5B50\u8BA2\u5355",
  "field.platformSku": "\u5E73\u53F0 SKU",
  "field.unitsPerItem": "\u6BCF\u4EF6\u6570\u91CF",
  "field.aliases": "\u522B\u540D",
  "order.statusUnknown": "\u672A\u77E5\u7684\u8BA2\u5355\u72B6\u6001 {status}",
  "order.otherRuleUnknown": "\u672A\u77E5\u7684\u7B5B\u9009\u89C4\u5219",
  "order.sortUnknown": "\u672A\u77E5\u7684\u6392\u5E8F\u65B9\u5F0F",
  "order.warehouseReserved": "\u8BE5\u8BA2\u5355\u5DF2\u5360\u7528\u5E93\u5B58\uFF0C\u8BF7\u5148\u9000\u56DE\u5F85\u5904\u7406\u518D\u4FEE\u6539\u4ED3\u5E93",
  "order.trackingOneOrder": "\u8DDF\u8E2A\u53F7\u53EA\u80FD\u9010\u4E2A\u8BA2\u5355\u586B\u5199",
  "order.onlineStateUnknown": "\u672A\u77E5\u7684\u914D\u5BF9\u72B6\u6001"
};

// ../schema/src/messages/logistics.en.json
var logistics_en_default = {
  "logistics.channel.notFound": "Logistics channel not found",
  "logistics.channel.nameRequired": "Enter the channel name",
  "logistics.channel.nameTooLong": "The channel name must be at most 64 characters",
  "logistics.channel.nameExists": "A logistics channel named {name} already exists",
  "logistics.channel.carrierTooLong": "The carrier must be at most 64 characters",
  "logistics.channel.codeTooLong": "The channel code must be at most 32 characters",
  "logistics.channel.trackingUrlTooLong": "The tracking URL must be at most 300 characters",
  "logistics.channel.maxWeightInvalid": "The maximum weight must be a whole number of grams, 0 or more (0 = no limit)",
  "logistics.channel.disabled": "Logistics channel {name} is disabled",
  "logistics.channel.usedByRule": "Logistics channel {name} is used by {count} logistics rule(s) and cannot be deleted; change those rules first",
  "logistics.channel.usedByOrder": "Logistics channel {name} is used by {count} open order(s) and cannot be deleted; disable it instead",
  "logistics.pool.txtOnly": "Number pool files must be .txt files",
  "logistics.pool.fileTooLarge": "The number pool file is larger than 2 MB",
  "logistics.pool.fileEmpty": "The file holds no tracking numbers",
  "logistics.pool.invalidLines": "Lines {lines} are not valid tracking numbers (letters, digits and hyphens, at most 50 characters)",
  "logistics.pool.notPoolChannel": "Logistics channel {name} does not use a number pool",
  "logistics.pool.empty": "The number pool of logistics channel {name} has no unused numbers left",
  "logistics.pool.numberNotFound": "Tracking number not found in the pool",
  "logistics.pool.numberUsed": "Tracking number {number} is already used and cannot be deleted",
  "logistics.pool.history.assigned": "Tracking number {number} taken from the number pool of {channel}",
  "logistics.pool.noOrders": "Choose at least one order",
  "logistics.pool.tooMany": "At most {max} orders at a time",
  "tracking.notFound": "Tracking record not found",
  "tracking.numberRequired": "Enter the tracking number",
  "tracking.numberInvalid": "A tracking number holds letters, digits and hyphens, at most 50 characters",
  "tracking.exists": "Tracking number {trackingNo} is already being tracked",
  "tracking.noneSelected": "Choose at least one tracking record",
  "tracking.tooMany": "At most {max} records at a time",
  "tracking.rangeInvalid": "The end date must not be before the start date",
  "tracking.status.pending": "pending",
  "tracking.status.notFound": "not found",
  "tracking.status.inTransit": "in transit",
  "tracking.status.arrived": "arrived at destination",
  "tracking.status.delivered": "delivered",
  "tracking.status.exception": "exception",
  "tracking.status.expired": "expired",
  "tracking.event.accepted": "Accepted by the carrier",
  "tracking.event.departed": "Departed from the origin facility",
  "tracking.event.inTransit": "In transit",
  "tracking.event.arrived": "Arrived in the destination country",
  "tracking.event.outForDelivery": "Out for delivery",
  "tracking.event.delivered": "Delivered",
  "tracking.event.exception": "Delivery exception: address problem, held by the carrier",
  "tracking.event.notFound": "The carrier has no information for this number yet"
};

// ../schema/src/messages/logistics.zh.json
var logistics_zh_default = {
  "logistics.channel.notFound": "\u7269\u6D41\u6E20\u9053\u4E0D\u5B58\u5728",
  "logistics.channel.nameRequired": "\u8BF7\u8F93\u5165\u6E20\u9053\u540D\u79F0",
  "logistics.channel.nameTooLong": "\u6E20\u9053\u540D\u79F0\u6700\u591A 64 \u4E2A\u5B57\u7B26",
  "logistics.channel.nameExists": "\u5DF2\u5B58\u5728\u540D\u4E3A {name} \u7684\u7269\u6D41\u6E20\u9053",
  "logistics.channel.carrierTooLong": "\u7269\u6D41\u5546\u6700\u591A 64 \u4E2A\u5B57\u7B26",
  "logistics.channel.codeTooLong": "\u6E20\u9053\u4EE3\u7801\u6700\u591A 32 \u4E2A\u5B57\u7B26",
  "logistics.channel.trackingUrlTooLong": "\u67E5\u8BE2\u7F51\u5740\u6700\u591A 300 \u4E2A\u5B57\u7B26",
  "logistics.channel.maxWeightInvalid": "\u6700\u5927\u91CD\u91CF\u5FC5\u987B\u662F\u4E0D\u5C0F\u4E8E 0 \u7684\u6574\u6570\u514B\u6570\uFF080 \u8868\u793A\u4E0D\u9650\uFF09",
  "logistics.channel.disabled": "\u7269\u6D41\u6E20\u9053 {name} \u5DF2\u505C\u7528",
  "logistics.channel.usedByRule": "\u7269\u6D41\u6E20\u9053 {name} \u88AB {count} \u6761\u7269\u6D41\u89C4\u5219\u4F7F\u7528\uFF0C\u4E0D\u80FD\u5220\u9664\uFF0C\u8BF7\u5148\u4FEE\u6539\u8FD9\u4E9B\u89C4\u5219",
  "logistics.channel.usedByOrder": "\u7269\u6D41\u6E20\u9053 {name} \u88AB {count} \u4E2A\u672A\u53D1\u8D27\u8BA2\u5355\u4F7F\u7528\uFF0C\u4E0D\u80FD\u5220\u9664\uFF0C\u53EF\u4EE5\u505C\u7528",
  "logistics.pool.txtOnly": "\u53F7\u7801\u6C60\u6587\u4EF6\u53EA\u652F\u6301 txt \u683C\u5F0F",
  "logistics.pool.fileTooLarge": "\u53F7\u7801\u6C60\u6587\u4EF6\u8D85\u8FC7 2 MB",
  "logistics.pool.fileEmpty": "\u6587\u4EF6\u4E2D\u6CA1\u6709\u8DDF\u8E2A\u53F7",
  "logistics.pool.invalidLines": "\u7B2C {lines} \u884C\u4E0D\u662F\u6709\u6548\u7684\u8DDF\u8E2A\u53F7\uFF08\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u8FDE\u5B57\u7B26\uFF0C\u6700\u591A 50 \u4E2A\u5B57\u7B26\uFF09",
  "logistics.pool.notPoolChannel": "\u7269\u6D41\u6E20\u9053 {name} \u672A\u542F\u7528\u53F7\u7801\u6C60",
  "logistics.pool.empty": "\u7269\u6D41\u6E20\u9053 {name} \u7684\u53F7\u7801\u6C60\u5DF2\u6CA1\u6709\u672A\u4F7F\u7528\u7684\u53F7\u7801",
  "logistics.pool.numberNotFound": "\u53F7\u7801\u6C60\u4E2D\u6CA1\u6709\u8BE5\u8DDF\u8E2A\u53F7",
  "logistics.pool.numberUsed": "\u8DDF\u8E2A\u53F7 {number} \u5DF2\u4F7F\u7528\uFF0C\u4E0D\u80FD\u5220\u9664",
  "logistics.pool.history.assigned": "\u4ECE {channel} \u7684\u53F7\u7801\u6C60\u5206\u914D\u8DDF\u8E2A\u53F7 {number}",
  "logistics.pool.noOrders": "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u4E2A\u8BA2\u5355",
  "logistics.pool.tooMany": "\u4E00\u6B21\u6700\u591A {max} \u4E2A\u8BA2\u5355",
  "tracking.notFound": "\u7269\u6D41\u8DDF\u8E2A\u8BB0\u5F55\u4E0D\u5B58\u5728",
  "tracking.numberRequired": "\u8BF7\u8F93\u5165\u8DDF\u8E2A\u53F7",
  "tracking.numberInvalid": "\u8DDF\u8E2A\u53F7\u53EA\u80FD\u5305\u542B\u5B57\u6BCD\u3001\u6570\u5B57\u548C\u8FDE\u5B57\u7B26\uFF0C\u6700\u591A 50 \u4E2A\u5B57\u7B26",
  "tracking.exists": "\u8DDF\u8E2A\u53F7 {trackingNo} \u5DF2\u5728\u8DDF\u8E2A\u4E2D",
  "tracking.noneSelected": "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u6761\u8DDF\u8E2A\u8BB0\u5F55",
  "tracking.tooMany": "\u4E00\u6B21\u6700\u591A {max} \u6761\u8BB0\u5F55",
  "tracking.rangeInvalid": "\u7ED3\u675F\u65E5\u671F\u4E0D\u80FD\u65E9\u4E8E\u5F00\u59CB\u65E5\u671F",
  "tracking.status.pending": "\u5F85\u67E5\u8BE2",
  "tracking.status.notFound": "\u67E5\u8BE2\u4E0D\u5230",
  "tracking.status.inTransit": "\u8FD0\u8F93\u9014\u4E2D",
  "tracking.status.arrived": "\u5230\u8FBE\u5F85\u53D6",
  "tracking.status.delivered": "\u5DF2\u7B7E\u6536",
  "tracking.status.exception": "\u5F02\u5E38",
  "tracking.status.expired": "\u8FD0\u8F93\u8FC7\u4E45",
  "tracking.event.accepted": "\u627F\u8FD0\u5546\u5DF2\u6536\u4EF6",
  "tracking.event.departed": "\u5DF2\u79BB\u5F00\u59CB\u53D1\u5904\u7406\u4E2D\u5FC3",
  "tracking.event.inTransit": "\u8FD0\u8F93\u9014\u4E2D",
  "tracking.event.arrived": "\u5DF2\u5230\u8FBE\u76EE\u7684\u56FD",
  "tracking.event.outForDelivery": "\u6D3E\u9001\u4E2D",
  "tracking.event.delivered": "\u5DF2\u7B7E\u6536",
  "tracking.event.exception": "\u6D3E\u9001\u5F02\u5E38\uFF1A\u5730\u5740\u95EE\u9898\uFF0C\u5305\u88F9\u88AB\u627F\u8FD0\u5546\u6263\u7559",
  "tracking.event.notFound": "\u627F\u8FD0\u5546\u6682\u65E0\u8BE5\u5355\u53F7\u7684\u4FE1\u606F"
};

// ../schema/src/messages/fulfilment.en.json
var fulfilment_en_default = {
  "shipping.numberRequired": "The order number or logistics number is required",
  "shipping.numberNotFound": "The order number or logistics number is incorrectly filled in",
  "shipping.scannedTwice": "Order {orderNo} has already been scanned and shipped; it cannot be scanned twice",
  "shipping.notAwaitingShipment": "Order {orderNo} is {status}, not awaiting shipment, and cannot be shipped",
  "shipping.codeRequired": "SKU or barcode is required",
  "shipping.codeNotInOrder": "The SKU or product code does not exist in the order or exceeds the order's limit",
  "shipping.quantityMismatch": "The entered quantity does not match the total",
  "shipping.quantityInteger": "The checked quantity must be a whole number above 0",
  "shipping.tooManyLines": "Too many scanned lines",
  "shipping.weightRequired": "Weight is required",
  "shipping.weightNumeric": "Weight must be a number of grams above 0",
  "shipping.weightExceedsChannel": "Weight exceeds channel maximum weight limit",
  "shipping.history.scanToShip": "Scanned and verified, shipped at {weight} g",
  "outbound.numberRequired": "Outbound scan single number cannot be empty",
  "outbound.notShippable": "Order {orderNo} is {status} and cannot be scanned out",
  "outbound.scannedTwice": "Order {orderNo} has already been scanned out; it cannot be scanned twice",
  "outbound.tickAtLeastOne": "Please tick at least one data",
  "outbound.batchTooLarge": "Too many orders at once",
  "outbound.remarkRequired": "Please enter the reason of the pickup exception",
  "outbound.notPickupState": "Order {orderNo} is not waiting for a carrier pickup",
  "outbound.history.scanned": "Scanned out at {weight} g, handed over to the carrier",
  "outbound.history.timeout": "Pickup timeout: no carrier pickup {hours} h after the outbound scan",
  "outbound.history.exception": "Pickup exception: {remark}",
  "outbound.history.confirmed": "Carrier pickup confirmed",
  "bag.notFound": "Parcel bag not found",
  "bag.channelRequired": "Please select a logistics channel",
  "bag.channelNotFound": "Logistics channel not found",
  "bag.numberRequired": "The tracking number cannot be empty",
  "bag.notOpen": "Bag {bagNo} is {status}; parcels can only be changed while it is open",
  "bag.illegalTransition": "Bag {bagNo} is {status} and cannot be {action}",
  "bag.scannedTwice": "Order {orderNo} is already in a bag; it cannot be scanned twice",
  "bag.wrongChannel": "Order {orderNo} ships with another logistics channel than this bag",
  "bag.notShipped": "Order {orderNo} is {status}; only shipped parcels go into a bag",
  "bag.notInBag": "Order {orderNo} is not in this bag",
  "bag.empty": "The bag holds no parcels",
  "bag.full": "A bag holds at most {max} parcels",
  "bag.status.open": "open",
  "bag.status.closed": "closed",
  "bag.status.handedOver": "handed over",
  "bag.action.close": "closed",
  "bag.action.handOver": "handed over",
  "bag.action.delete": "deleted",
  "bag.pdf.title": "Parcel bag",
  "bag.pdf.channel": "Logistics channel",
  "bag.pdf.parcels": "Parcels",
  "bag.pdf.weight": "Weight (g)",
  "bag.pdf.created": "Created",
  "bag.pdf.orderNo": "Order number",
  "bag.pdf.trackingNo": "Tracking number",
  "picking.templateNameRequired": "The template name is required",
  "picking.templateNameTaken": "Input content already exists",
  "picking.maxOrdersRequired": "The maximum number of orders is required",
  "picking.orderCountInteger": "The number of orders must be a whole number from 1 to 1000",
  "picking.maxBelowMin": "The maximum cannot be below the minimum",
  "picking.imageUrlTooLong": "The image URL can be at most 150 characters",
  "picking.type": "Choose a type: mixed, single product, child or variant",
  "picking.fontSize": "Choose a font size: standard or large",
  "picking.field": "Choose fields from the list",
  "picking.templateNotFound": "Template does not exist",
  "picking.templateRequired": "Choose a pick list template",
  "picking.notFound": "Pick list not found",
  "picking.pickListRequired": "Choose a pick list",
  "picking.mixedWarehouses": "Processing orders not in the same warehouse cannot be printed in bulk",
  "picking.noWarehouse": "Order {orderNo} has no warehouse yet",
  "picking.orderNotEligible": "Order {orderNo} is not awaiting shipment or is already on a pick list",
  "picking.noEligibleOrders": "No awaiting-shipment order fits this template",
  "picking.ordersChanged": "Some orders changed meanwhile; please try again",
  "picking.tooManyOrders": "At most 5000 orders at a time",
  "picking.history.added": "Added to pick list {pickNo}",
  "picking.type.mixed": "Mixed",
  "picking.type.single": "Single product",
  "picking.type.child": "Child (by product)",
  "picking.type.variant": "Variant (by SKU)",
  "picking.fontSize.standard": "Standard",
  "picking.fontSize.large": "Large",
  "picking.status.created": "created",
  "picking.status.picked": "sorting",
  "picking.status.sorted": "sorted",
  "picking.field.sku": "SKU",
  "picking.field.productName": "Product name",
  "picking.field.image": "Image",
  "picking.field.location": "Location",
  "picking.field.quantity": "Quantity",
  "picking.field.orderNo": "Order no.",
  "picking.field.platformOrderNo": "Marketplace order no.",
  "picking.field.buyerName": "Buyer",
  "picking.field.country": "Country",
  "picking.field.channel": "Logistics channel",
  "picking.field.trackingNo": "Tracking no.",
  "picking.field.remark": "Remark",
  "picking.pdf.title": "Pick list {pickNo}",
  "picking.pdf.warehouse": "Warehouse",
  "picking.pdf.template": "Template",
  "picking.pdf.orders": "Orders",
  "picking.pdf.pieces": "Pieces",
  "picking.pdf.printedAt": "Printed",
  "picking.pdf.no": "No.",
  "picking.pdf.items": "Items",
  "picking.pdf.orderSection": "Orders on this list",
  "picking.pdf.page": "Page {page} of {pages}",
  "sorting.codeRequired": "SKU or barcode is required",
  "sorting.quantityInteger": "The checked quantity must be a whole number above 0",
  "sorting.orderTypeRequired": "Select at least one order type",
  "sorting.mode": "Choose a sorting mode",
  "sorting.quantityMismatch": "The entered quantity does not match the total ({total})",
  "sorting.notInOrder": "The SKU or product code does not exist in the order or exceeds the order's limit",
  "sorting.numberRequired": "The order number or logistics number is required",
  "sorting.numberWrong": "The order number or logistics number is incorrectly filled in",
  "sorting.scannedTwice": "{number} cannot be scanned twice",
  "sorting.noChannel": "Order {orderNo} has no logistics channel",
  "sorting.notAwaitingShipment": "Order {orderNo} is not awaiting shipment",
  "sorting.notVerified": "Order {orderNo} is not fully verified and cannot be printed yet",
  "sorting.wallSize": "Rows and columns must be whole numbers from 1 to 30",
  "sorting.wallTooSmall": "The wall has {slots} slots but the pick list has {orders} orders",
  "sorting.wallInUse": "Sorting into this wall has begun; the slots cannot be reassigned",
  "sorting.noWall": "Assign this pick list to a distribution wall first",
  "sorting.history.verified": "Verified by scan sorting",
  "sorting.history.forecast": "Forecast-sorted to channel {channel}",
  "sorting.label.order": "Order",
  "sorting.label.buyer": "Buyer",
  "sorting.label.address": "Address",
  "sorting.label.channel": "Channel",
  "sorting.label.tracking": "Tracking no.",
  "field.maxOrders": "Maximum orders",
  "field.minOrders": "Minimum orders",
  "field.fontSize": "Font size",
  "field.fields": "Fields",
  "field.imageUrl": "Image URL",
  "field.templateId": "Template",
  "field.orderIds": "Orders",
  "field.pickListId": "Pick list",
  "field.orderTypes": "Order types",
  "field.rows": "Rows",
  "field.columns": "Columns",
  "bag.notEmpty": "Bag {bagNo} still holds parcels; remove them first",
  "picking.sortingBegan": "Sorting of pick list {pickNo} has begun; it cannot be cancelled"
};

// ../schema/src/messages/fulfilment.zh.json
var fulfilment_zh_default = {
  "shipping.numberRequired": "\u8BA2\u5355\u53F7\u6216\u7269\u6D41\u5355\u53F7\u4E0D\u80FD\u4E3A\u7A7A",
  "shipping.numberNotFound": "\u8BA2\u5355\u53F7\u6216\u7269\u6D41\u5355\u53F7\u586B\u5199\u6709\u8BEF",
  "shipping.scannedTwice": "\u8BA2\u5355 {orderNo} \u5DF2\u626B\u63CF\u53D1\u8D27\uFF0C\u4E0D\u80FD\u91CD\u590D\u626B\u63CF",
  "shipping.notAwaitingShipment": "\u8BA2\u5355 {orderNo} \u72B6\u6001\u4E3A{status}\uFF0C\u4E0D\u662F\u5F85\u53D1\u8D27\uFF0C\u4E0D\u80FD\u53D1\u8D27",
  "shipping.codeRequired": "SKU\u6216\u6761\u7801\u4E0D\u80FD\u4E3A\u7A7A",
  "shipping.codeNotInOrder": "SKU\u6216\u5546\u54C1\u7F16\u7801\u4E0D\u5B58\u5728\u4E8E\u8BE5\u8BA2\u5355\u4E2D\u6216\u8D85\u51FA\u8BA2\u5355\u6570\u91CF",
  "shipping.quantityMismatch": "\u5F55\u5165\u6570\u91CF\u4E0E\u603B\u6570\u4E0D\u7B26",
  "shipping.quantityInteger": "\u9A8C\u8D27\u6570\u91CF\u5FC5\u987B\u4E3A\u5927\u4E8E0\u7684\u6574\u6570",
  "shipping.tooManyLines": "\u626B\u63CF\u884C\u6570\u8FC7\u591A",
  "shipping.weightRequired": "\u91CD\u91CF\u4E0D\u80FD\u4E3A\u7A7A",
  "shipping.weightNumeric": "\u91CD\u91CF\u5FC5\u987B\u4E3A\u5927\u4E8E0\u7684\u6570\u5B57\uFF08\u514B\uFF09",
  "shipping.weightExceedsChannel": "\u91CD\u91CF\u8D85\u51FA\u6E20\u9053\u6700\u5927\u91CD\u91CF\u9650\u5236",
  "shipping.history.scanToShip": "\u626B\u63CF\u9A8C\u8D27\u901A\u8FC7\uFF0C\u53D1\u8D27\u91CD\u91CF {weight} \u514B",
  "outbound.numberRequired": "\u51FA\u5E93\u626B\u63CF\u5355\u53F7\u4E0D\u80FD\u4E3A\u7A7A",
  "outbound.notShippable": "\u8BA2\u5355 {orderNo} \u72B6\u6001\u4E3A{status}\uFF0C\u4E0D\u80FD\u51FA\u5E93\u626B\u63CF",
  "outbound.scannedTwice": "\u8BA2\u5355 {orderNo} \u5DF2\u51FA\u5E93\u626B\u63CF\uFF0C\u4E0D\u80FD\u91CD\u590D\u626B\u63CF",
  "outbound.tickAtLeastOne": "\u8BF7\u81F3\u5C11\u52FE\u9009\u4E00\u6761\u6570\u636E",
  "outbound.batchTooLarge": "\u4E00\u6B21\u64CD\u4F5C\u7684\u8BA2\u5355\u8FC7\u591A",
  "outbound.remarkRequired": "\u8BF7\u586B\u5199\u63FD\u6536\u5F02\u5E38\u539F\u56E0",
  "outbound.notPickupState": "\u8BA2\u5355 {orderNo} \u4E0D\u5728\u7B49\u5F85\u63FD\u6536\u72B6\u6001",
  "outbound.history.scanned": "\u51FA\u5E93\u626B\u63CF\uFF0C\u91CD\u91CF {weight} \u514B\uFF0C\u5DF2\u4EA4\u7ED9\u627F\u8FD0\u5546",
  "outbound.history.timeout": "\u63FD\u6536\u8D85\u65F6\uFF1A\u51FA\u5E93\u626B\u63CF {hours} \u5C0F\u65F6\u540E\u4ECD\u672A\u63FD\u6536",
  "outbound.history.exception": "\u63FD\u6536\u5F02\u5E38\uFF1A{remark}",
  "outbound.history.confirmed": "\u627F\u8FD0\u5546\u5DF2\u786E\u8BA4\u63FD\u6536",
  "bag.notFound": "\u5305\u88F9\u888B\u4E0D\u5B58\u5728",
  "bag.channelRequired": "\u8BF7\u9009\u62E9\u7269\u6D41\u6E20\u9053",
  "bag.channelNotFound": "\u7269\u6D41\u6E20\u9053\u4E0D\u5B58\u5728",
  "bag.numberRequired": "\u8FD0\u5355\u53F7\u4E0D\u80FD\u4E3A\u7A7A",
  "bag.notOpen": "\u5305\u88F9\u888B {bagNo} \u72B6\u6001\u4E3A{status}\uFF0C\u53EA\u6709\u672A\u5C01\u888B\u65F6\u53EF\u4EE5\u589E\u51CF\u5305\u88F9",
  "bag.illegalTransition": "\u5305\u88F9\u888B {bagNo} \u72B6\u6001\u4E3A{status}\uFF0C\u4E0D\u80FD{action}",
  "bag.scannedTwice": "\u8BA2\u5355 {orderNo} \u5DF2\u88C5\u888B\uFF0C\u4E0D\u80FD\u91CD\u590D\u626B\u63CF",
  "bag.wrongChannel": "\u8BA2\u5355 {orderNo} \u7684\u7269\u6D41\u6E20\u9053\u4E0E\u8BE5\u5305\u88F9\u888B\u4E0D\u540C",
  "bag.notShipped": "\u8BA2\u5355 {orderNo} \u72B6\u6001\u4E3A{status}\uFF0C\u53EA\u6709\u5DF2\u53D1\u8D27\u7684\u5305\u88F9\u53EF\u4EE5\u88C5\u888B",
  "bag.notInBag": "\u8BA2\u5355 {orderNo} \u4E0D\u5728\u8BE5\u5305\u88F9\u888B\u4E2D",
  "bag.empty": "\u5305\u88F9\u888B\u4E2D\u6CA1\u6709\u5305\u88F9",
  "bag.full": "\u4E00\u4E2A\u5305\u88F9\u888B\u6700\u591A\u88C5 {max} \u4E2A\u5305\u88F9",
  "bag.status.open": "\u672A\u5C01\u888B",
  "bag.status.closed": "\u5DF2\u5C01\u888B",
  "bag.status.handedOver": "\u5DF2\u4EA4\u63A5",
  "bag.action.close": "\u5C01\u888B",
  "bag.action.handOver": "\u4EA4\u63A5",
  "bag.action.delete": "\u5220\u9664",
  "bag.pdf.title": "\u5305\u88F9\u888B",
  "bag.pdf.channel": "\u7269\u6D41\u6E20\u9053",
  "bag.pdf.parcels": "\u5305\u88F9\u6570",
  "bag.pdf.weight": "\u91CD\u91CF\uFF08\u514B\uFF09",
  "bag.pdf.created": "\u521B\u5EFA\u65F6\u95F4",
  "bag.pdf.orderNo": "\u8BA2\u5355\u53F7",
  "bag.pdf.trackingNo": "\u8FD0\u5355\u53F7",
  "picking.templateNameRequired": "\u6A21\u677F\u540D\u79F0\u4E0D\u80FD\u4E3A\u7A7A",
  "picking.templateNameTaken": "\u8F93\u5165\u5185\u5BB9\u5DF2\u5B58\u5728",
  "picking.maxOrdersRequired": "\u6700\u5927\u8BA2\u5355\u6570\u4E0D\u80FD\u4E3A\u7A7A",
  "picking.orderCountInteger": "\u8BA2\u5355\u6570\u987B\u4E3A 1 \u5230 1000 \u7684\u6574\u6570",
  "picking.maxBelowMin": "\u6700\u5927\u503C\u4E0D\u80FD\u5C0F\u4E8E\u6700\u5C0F\u503C",
  "picking.imageUrlTooLong": "\u56FE\u7247\u94FE\u63A5\u6700\u591A 150 \u4E2A\u5B57\u7B26",
  "picking.type": "\u8BF7\u9009\u62E9\u7C7B\u578B\uFF1A\u6DF7\u5408\u3001\u5355\u54C1\u3001\u5B50\u4F53\u6216\u53D8\u4F53",
  "picking.fontSize": "\u8BF7\u9009\u62E9\u5B57\u53F7\uFF1A\u6807\u51C6\u6216\u5927\u53F7",
  "picking.field": "\u8BF7\u4ECE\u5217\u8868\u4E2D\u9009\u62E9\u5B57\u6BB5",
  "picking.templateNotFound": "\u6A21\u677F\u4E0D\u5B58\u5728",
  "picking.templateRequired": "\u8BF7\u9009\u62E9\u62E3\u8D27\u5355\u6A21\u677F",
  "picking.notFound": "\u62E3\u8D27\u5355\u4E0D\u5B58\u5728",
  "picking.pickListRequired": "\u8BF7\u9009\u62E9\u62E3\u8D27\u5355",
  "picking.mixedWarehouses": "\u975E\u540C\u4E00\u4ED3\u5E93\u7684\u5904\u7406\u4E2D\u8BA2\u5355\u4E0D\u80FD\u6279\u91CF\u6253\u5370",
  "picking.noWarehouse": "\u8BA2\u5355 {orderNo} \u5C1A\u672A\u5206\u914D\u4ED3\u5E93",
  "picking.orderNotEligible": "\u8BA2\u5355 {orderNo} \u4E0D\u662F\u5F85\u53D1\u8D27\u72B6\u6001\u6216\u5DF2\u5728\u62E3\u8D27\u5355\u4E2D",
  "picking.noEligibleOrders": "\u6CA1\u6709\u7B26\u5408\u8BE5\u6A21\u677F\u7684\u5F85\u53D1\u8D27\u8BA2\u5355",
  "picking.ordersChanged": "\u90E8\u5206\u8BA2\u5355\u5DF2\u88AB\u4FEE\u6539\uFF0C\u8BF7\u91CD\u8BD5",
  "picking.tooManyOrders": "\u4E00\u6B21\u6700\u591A 5000 \u4E2A\u8BA2\u5355",
  "picking.history.added": "\u52A0\u5165\u62E3\u8D27\u5355 {pickNo}",
  "picking.type.mixed": "\u6DF7\u5408",
  "picking.type.single": "\u5355\u54C1",
  "picking.type.child": "\u5B50\u4F53\uFF08\u6309\u4EA7\u54C1\uFF09",
  "picking.type.variant": "\u53D8\u4F53\uFF08\u6309 SKU\uFF09",
  "picking.fontSize.standard": "\u6807\u51C6",
  "picking.fontSize.large": "\u5927\u53F7",
  "picking.status.created": "\u5DF2\u751F\u6210",
  "picking.status.picked": "\u5206\u62E3\u4E2D",
  "picking.status.sorted": "\u5DF2\u5206\u62E3",
  "picking.field.sku": "SKU",
  "picking.field.productName": "\u5546\u54C1\u540D\u79F0",
  "picking.field.image": "\u56FE\u7247",
  "picking.field.location": "\u5E93\u4F4D",
  "picking.field.quantity": "\u6570\u91CF",
  "picking.field.orderNo": "\u8BA2\u5355\u53F7",
  "picking.field.platformOrderNo": "\u5E73\u53F0\u8BA2\u5355\u53F7",
  "picking.field.buyerName": "\u4E70\u5BB6",
  "picking.field.country": "\u56FD\u5BB6",
  "picking.field.channel": "\u7269\u6D41\u6E20\u9053",
  "picking.field.trackingNo": "\u8DDF\u8E2A\u53F7",
  "picking.field.remark": "\u5907\u6CE8",
  "picking.pdf.title": "\u62E3\u8D27\u5355 {pickNo}",
  "picking.pdf.warehouse": "\u4ED3\u5E93",
  "picking.pdf.template": "\u6A21\u677F",
  "picking.pdf.orders": "\u8BA2\u5355\u6570",
  "picking.pdf.pieces": "\u4EF6\u6570",
  "picking.pdf.printedAt": "\u6253\u5370\u65F6\u95F4",
  "picking.pdf.no": "\u5E8F\u53F7",
  "picking.pdf.items": "\u5546\u54C1",
  "picking.pdf.orderSection": "\u672C\u62E3\u8D27\u5355\u7684\u8BA2\u5355",
  "picking.pdf.page": "\u7B2C {page} \u9875\uFF0C\u5171 {pages} \u9875",
  "sorting.codeRequired": "SKU \u6216\u6761\u7801\u4E0D\u80FD\u4E3A\u7A7A",
  "sorting.quantityInteger": "\u6838\u5BF9\u6570\u91CF\u987B\u4E3A\u5927\u4E8E 0 \u7684\u6574\u6570",
  "sorting.orderTypeRequired": "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u79CD\u8BA2\u5355\u7C7B\u578B",
  "sorting.mode": "\u8BF7\u9009\u62E9\u5206\u62E3\u65B9\u5F0F",
  "sorting.quantityMismatch": "\u8F93\u5165\u6570\u91CF\u4E0E\u603B\u6570\uFF08{total}\uFF09\u4E0D\u4E00\u81F4",
  "sorting.notInOrder": "SKU \u6216\u5546\u54C1\u7F16\u7801\u4E0D\u5B58\u5728\u4E8E\u8BA2\u5355\u4E2D\u6216\u8D85\u51FA\u8BA2\u5355\u6570\u91CF",
  "sorting.numberRequired": "\u8BA2\u5355\u53F7\u6216\u7269\u6D41\u5355\u53F7\u4E0D\u80FD\u4E3A\u7A7A",
  "sorting.numberWrong": "\u8BA2\u5355\u53F7\u6216\u7269\u6D41\u5355\u53F7\u586B\u5199\u6709\u8BEF",
  "sorting.scannedTwice": "{number} \u4E0D\u80FD\u91CD\u590D\u626B\u63CF",
  "sorting.noChannel": "\u8BA2\u5355 {orderNo} \u6CA1\u6709\u7269\u6D41\u6E20\u9053",
  "sorting.notAwaitingShipment": "\u8BA2\u5355 {orderNo} \u4E0D\u662F\u5F85\u53D1\u8D27\u72B6\u6001",
  "sorting.notVerified": "\u8BA2\u5355 {orderNo} \u5C1A\u672A\u9A8C\u8D27\u5B8C\u6210\uFF0C\u6682\u4E0D\u80FD\u6253\u5370",
  "sorting.wallSize": "\u884C\u6570\u548C\u5217\u6570\u987B\u4E3A 1 \u5230 30 \u7684\u6574\u6570",
  "sorting.wallTooSmall": "\u5206\u62E3\u5899\u53EA\u6709 {slots} \u4E2A\u683C\u53E3\uFF0C\u62E3\u8D27\u5355\u6709 {orders} \u4E2A\u8BA2\u5355",
  "sorting.wallInUse": "\u8BE5\u5206\u62E3\u5899\u5DF2\u5F00\u59CB\u5206\u62E3\uFF0C\u683C\u53E3\u4E0D\u80FD\u91CD\u65B0\u5206\u914D",
  "sorting.noWall": "\u8BF7\u5148\u4E3A\u8BE5\u62E3\u8D27\u5355\u5206\u914D\u5206\u62E3\u5899",
  "sorting.history.verified": "\u626B\u63CF\u5206\u62E3\u9A8C\u8D27\u5B8C\u6210",
  "sorting.history.forecast": "\u9884\u62A5\u5206\u62E3\u5230\u6E20\u9053 {channel}",
  "sorting.label.order": "\u8BA2\u5355",
  "sorting.label.buyer": "\u4E70\u5BB6",
  "sorting.label.address": "\u5730\u5740",
  "sorting.label.channel": "\u6E20\u9053",
  "sorting.label.tracking": "\u8DDF\u8E2A\u53F7",
  "field.maxOrders": "\u6700\u5927\u8BA2\u5355\u6570",
  "field.minOrders": "\u6700\u5C0F\u8BA2\u5355\u6570",
  "field.fontSize": "\u5B57\u53F7",
  "field.fields": "\u5B57\u6BB5",
  "field.imageUrl": "\u56FE\u7247\u94FE\u63A5",
  "field.templateId": "\u6A21\u677F",
  "field.orderIds": "\u8BA2\u5355",
  "field.pickListId": "\u62E3\u8D27\u5355",
  "field.orderTypes": "\u8BA2\u5355\u7C7B\u578B",
  "field.rows": "\u884C\u6570",
  "field.columns": "\u5217\u6570",
  "bag.notEmpty": "\u5305\u88F9\u888B {bagNo} \u4E2D\u8FD8\u6709\u5305\u88F9\uFF0C\u8BF7\u5148\u79FB\u51FA",
  "picking.sortingBegan": "\u62E3\u8D27\u5355 {pickNo} \u5DF2\u5F00\u59CB\u5206\u62E3\uFF0C\u4E0D\u80FD\u53D6\u6D88"
};

// ../schema/src/messages/marketplaces.en.json
var marketplaces_en_default = {
  "marketplace.shopNotAuthorized": "The shop {shopName} is not authorized: authorize it again before pulling orders",
  "marketplace.pullRunning": "Orders of {shopName} are being pulled right now; try again in a moment",
  "marketplace.pullFailed": "The marketplace did not answer the order pull; the next pull tries again",
  "marketplace.intervalRange": "The pull interval must be a whole number of minutes from 5 to 1440",
  "marketplace.noTrackingNo": "Order {orderNo} has no tracking number yet, so it cannot be pre-shipped",
  "marketplace.preShipStatus": "Order {orderNo} is {status}: only orders processing or awaiting shipment can be pre-shipped",
  "marketplace.notShipped": "Order {orderNo} is {status}: tracking numbers are uploaded for shipped orders only",
  "marketplace.tokenInvalid": "The marketplace refused the shop's credential: authorize the shop again",
  "marketplace.orderUnknown": "The marketplace does not know this order",
  "marketplace.trackingRejected": "The marketplace refused the tracking number",
  "marketplace.uploadFailed": "Uploading the tracking number to the marketplace failed",
  "marketplace.history.pulled": "Pulled from {platform}",
  "marketplace.history.paid": "The marketplace reported the payment",
  "marketplace.history.cancelled": "The marketplace cancelled the order",
  "marketplace.history.cancelAfterShip": "The marketplace cancelled the order after it was shipped",
  "marketplace.history.cancelRequested": "The buyer asked the marketplace to cancel the order",
  "marketplace.history.partialCancel": "The marketplace cancelled {quantity} \xD7 {platformSku}",
  "marketplace.history.trackingUploaded": "Tracking number {trackingNo} uploaded to the marketplace",
  "marketplace.history.preShipped": "Pre-shipped: tracking number {trackingNo} uploaded before the parcel left",
  "marketplace.history.trackingFailed": "Uploading tracking number {trackingNo} failed: {reason}",
  "field.intervalMinutes": "Pull interval",
  "marketplace.trackingMissing": "Order {orderNo} has no tracking number to upload",
  "marketplace.pushFailed": "Pushing stock to the marketplace failed",
  "marketplace.history.mergedCancelHeld": "The marketplace cancelled order {orderNo}, which was merged into this one: check this order"
};

// ../schema/src/messages/marketplaces.zh.json
var marketplaces_zh_default = {
  "marketplace.shopNotAuthorized": "\u5E97\u94FA {shopName} \u672A\u6388\u6743\uFF1A\u8BF7\u91CD\u65B0\u6388\u6743\u540E\u518D\u540C\u6B65\u8BA2\u5355",
  "marketplace.pullRunning": "\u5E97\u94FA {shopName} \u6B63\u5728\u540C\u6B65\u8BA2\u5355\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5",
  "marketplace.pullFailed": "\u5E73\u53F0\u672A\u54CD\u5E94\u8BA2\u5355\u540C\u6B65\uFF0C\u4E0B\u6B21\u540C\u6B65\u65F6\u5C06\u91CD\u8BD5",
  "marketplace.intervalRange": "\u540C\u6B65\u95F4\u9694\u987B\u4E3A 5 \u5230 1440 \u4E4B\u95F4\u7684\u6574\u6570\u5206\u949F",
  "marketplace.noTrackingNo": "\u8BA2\u5355 {orderNo} \u8FD8\u6CA1\u6709\u8DDF\u8E2A\u53F7\uFF0C\u4E0D\u80FD\u9884\u53D1\u8D27",
  "marketplace.preShipStatus": "\u8BA2\u5355 {orderNo} \u72B6\u6001\u4E3A{status}\uFF1A\u53EA\u6709\u5F85\u5904\u7406\u6216\u5F85\u53D1\u8D27\u7684\u8BA2\u5355\u53EF\u4EE5\u9884\u53D1\u8D27",
  "marketplace.notShipped": "\u8BA2\u5355 {orderNo} \u72B6\u6001\u4E3A{status}\uFF1A\u53EA\u6709\u5DF2\u53D1\u8D27\u7684\u8BA2\u5355\u53EF\u4EE5\u4E0A\u4F20\u8DDF\u8E2A\u53F7",
  "marketplace.tokenInvalid": "\u5E73\u53F0\u62D2\u7EDD\u4E86\u5E97\u94FA\u6388\u6743\u51ED\u8BC1\uFF1A\u8BF7\u91CD\u65B0\u6388\u6743\u5E97\u94FA",
  "marketplace.orderUnknown": "\u5E73\u53F0\u4E0A\u4E0D\u5B58\u5728\u8BE5\u8BA2\u5355",
  "marketplace.trackingRejected": "\u5E73\u53F0\u62D2\u7EDD\u4E86\u8BE5\u8DDF\u8E2A\u53F7",
  "marketplace.uploadFailed": "\u8DDF\u8E2A\u53F7\u4E0A\u4F20\u5230\u5E73\u53F0\u5931\u8D25",
  "marketplace.history.pulled": "\u4ECE {platform} \u540C\u6B65",
  "marketplace.history.paid": "\u5E73\u53F0\u901A\u77E5\u4E70\u5BB6\u5DF2\u4ED8\u6B3E",
  "marketplace.history.cancelled": "\u5E73\u53F0\u5DF2\u53D6\u6D88\u8BA2\u5355",
  "marketplace.history.cancelAfterShip": "\u8BA2\u5355\u53D1\u8D27\u540E\u5E73\u53F0\u53D6\u6D88\u4E86\u8BA2\u5355",
  "marketplace.history.cancelRequested": "\u4E70\u5BB6\u5411\u5E73\u53F0\u7533\u8BF7\u53D6\u6D88\u8BA2\u5355",
  "marketplace.history.partialCancel": "\u5E73\u53F0\u53D6\u6D88\u4E86 {quantity} \xD7 {platformSku}",
  "marketplace.history.trackingUploaded": "\u8DDF\u8E2A\u53F7 {trackingNo} \u5DF2\u4E0A\u4F20\u5230\u5E73\u53F0",
  "marketplace.history.preShipped": "\u9884\u53D1\u8D27\uFF1A\u5305\u88F9\u53D1\u51FA\u524D\u5DF2\u4E0A\u4F20\u8DDF\u8E2A\u53F7 {trackingNo}",
  "marketplace.history.trackingFailed": "\u8DDF\u8E2A\u53F7 {trackingNo} \u4E0A\u4F20\u5931\u8D25\uFF1A{reason}",
  "field.intervalMinutes": "\u540C\u6B65\u95F4\u9694",
  "marketplace.trackingMissing": "\u8BA2\u5355 {orderNo} \u6CA1\u6709\u53EF\u4E0A\u4F20\u7684\u8DDF\u8E2A\u53F7",
  "marketplace.pushFailed": "\u5E93\u5B58\u63A8\u9001\u5230\u5E73\u53F0\u5931\u8D25",
  "marketplace.history.mergedCancelHeld": "\u5DF2\u5408\u5E76\u8FDB\u672C\u8BA2\u5355\u7684\u8BA2\u5355 {orderNo} \u88AB\u5E73\u53F0\u53D6\u6D88\uFF1A\u8BF7\u68C0\u67E5\u672C\u8BA2\u5355"
};

// ../schema/src/messages/order-rules.en.json
var order_rules_en_default = {
  "orderRules.nameLength": "The rule name must be 2 to 64 characters",
  "orderRules.conditionRequired": "A condition is required",
  "orderRules.notNegative": "Values may not be below 0",
  "orderRules.wholeNumber": "Enter a whole number",
  "orderRules.maxAboveMin": "The maximum must be above the minimum",
  "orderRules.amountTwoDecimals": "Amounts are numbers with at most two decimals",
  "orderRules.country": "Countries are two-letter codes (ISO 3166), e.g. US",
  "orderRules.postcode": "A postcode is a prefix (100) or a range start-end of the same length, start not above end (10000-19999)",
  "orderRules.tooManyValues": "At most 500 values per condition",
  "orderRules.giftQuantity": "The gift quantity must be a whole number of at least 1",
  "orderRules.dateInvalid": "Invalid date",
  "orderRules.endAfterStart": "The end must be after the start",
  "orderRules.dryRunDays": "Days must be a whole number from 1 to 365",
  "orderRules.ruleNotFound": "Logistics rule not found",
  "orderRules.giftRuleNotFound": "Gift rule not found",
  "orderRules.channelNotFound": "Logistics channel not found",
  "orderRules.channelDisabled": "The logistics channel {name} is disabled",
  "orderRules.blacklistNotFound": "Blacklist entry not found",
  "orderRules.buyerRequired": "The buyer account is required",
  "orderRules.cause": "Choose a cause: fraud, return abuse, bad review or other",
  "orderRules.causeOtherBlank": "Describe the cause when it is Other",
  "orderRules.alreadyBlacklisted": "The buyer {buyerAccount} is already on the blacklist",
  "orderRules.cause.fraud": "Fraud",
  "orderRules.cause.returnAbuse": "Return abuse",
  "orderRules.cause.badReview": "Bad review",
  "orderRules.cause.other": "Other",
  "orderRules.history.blacklist": "Held as abnormal: buyer {buyerAccount} is on the shipping blacklist",
  "orderRules.history.logistics": "Logistics rule {rule}: warehouse {warehouse}, channel {channel}",
  "orderRules.history.gift": "Gift rule {rule}: added {quantity} \xD7 {sku}"
};

// ../schema/src/messages/order-rules.zh.json
var order_rules_zh_default = {
  "orderRules.nameLength": "\u89C4\u5219\u540D\u79F0\u957F\u5EA6\u4E3A2\u523064\u4E2A\u5B57\u7B26",
  "orderRules.conditionRequired": "\u8BF7\u81F3\u5C11\u8BBE\u7F6E\u4E00\u4E2A\u6761\u4EF6",
  "orderRules.notNegative": "\u6570\u503C\u4E0D\u80FD\u5C0F\u4E8E0",
  "orderRules.wholeNumber": "\u8BF7\u8F93\u5165\u6574\u6570",
  "orderRules.maxAboveMin": "\u6700\u5927\u503C\u5FC5\u987B\u5927\u4E8E\u6700\u5C0F\u503C",
  "orderRules.amountTwoDecimals": "\u91D1\u989D\u4E3A\u6570\u5B57\uFF0C\u6700\u591A\u4E24\u4F4D\u5C0F\u6570",
  "orderRules.country": "\u56FD\u5BB6\u4E3A\u4E24\u4F4D\u5B57\u6BCD\u4EE3\u7801\uFF08ISO 3166\uFF09\uFF0C\u5982 US",
  "orderRules.postcode": "\u90AE\u7F16\u4E3A\u524D\u7F00\uFF08\u5982 100\uFF09\u6216\u957F\u5EA6\u76F8\u540C\u7684\u533A\u95F4 \u8D77-\u6B62\uFF0C\u8D77\u59CB\u4E0D\u80FD\u5927\u4E8E\u7ED3\u675F\uFF08\u5982 10000-19999\uFF09",
  "orderRules.tooManyValues": "\u6BCF\u4E2A\u6761\u4EF6\u6700\u591A500\u4E2A\u503C",
  "orderRules.giftQuantity": "\u8D60\u54C1\u6570\u91CF\u5FC5\u987B\u4E3A\u4E0D\u5C0F\u4E8E1\u7684\u6574\u6570",
  "orderRules.dateInvalid": "\u65E5\u671F\u65E0\u6548",
  "orderRules.endAfterStart": "\u7ED3\u675F\u65F6\u95F4\u5FC5\u987B\u665A\u4E8E\u5F00\u59CB\u65F6\u95F4",
  "orderRules.dryRunDays": "\u5929\u6570\u4E3A1\u5230365\u7684\u6574\u6570",
  "orderRules.ruleNotFound": "\u7269\u6D41\u89C4\u5219\u4E0D\u5B58\u5728",
  "orderRules.giftRuleNotFound": "\u8D60\u54C1\u89C4\u5219\u4E0D\u5B58\u5728",
  "orderRules.channelNotFound": "\u7269\u6D41\u6E20\u9053\u4E0D\u5B58\u5728",
  "orderRules.channelDisabled": "\u7269\u6D41\u6E20\u9053 {name} \u5DF2\u505C\u7528",
  "orderRules.blacklistNotFound": "\u9ED1\u540D\u5355\u8BB0\u5F55\u4E0D\u5B58\u5728",
  "orderRules.buyerRequired": "\u4E70\u5BB6\u8D26\u53F7\u4E0D\u80FD\u4E3A\u7A7A",
  "orderRules.cause": "\u8BF7\u9009\u62E9\u539F\u56E0\uFF1A\u6B3A\u8BC8\u3001\u6076\u610F\u9000\u8D27\u3001\u6076\u610F\u5DEE\u8BC4\u6216\u5176\u4ED6",
  "orderRules.causeOtherBlank": "\u539F\u56E0\u4E3A\u5176\u4ED6\u65F6\u8BF7\u586B\u5199\u8BF4\u660E",
  "orderRules.alreadyBlacklisted": "\u4E70\u5BB6 {buyerAccount} \u5DF2\u5728\u9ED1\u540D\u5355\u4E2D",
  "orderRules.cause.fraud": "\u6B3A\u8BC8",
  "orderRules.cause.returnAbuse": "\u6076\u610F\u9000\u8D27",
  "orderRules.cause.badReview": "\u6076\u610F\u5DEE\u8BC4",
  "orderRules.cause.other": "\u5176\u4ED6",
  "orderRules.history.blacklist": "\u4E70\u5BB6 {buyerAccount} \u5728\u53D1\u8D27\u9ED1\u540D\u5355\u4E2D\uFF0C\u8BA2\u5355\u8F6C\u4E3A\u5F02\u5E38",
  "orderRules.history.logistics": "\u7269\u6D41\u89C4\u5219 {rule}\uFF1A\u4ED3\u5E93 {warehouse}\uFF0C\u6E20\u9053 {channel}",
  "orderRules.history.gift": "\u8D60\u54C1\u89C4\u5219 {rule}\uFF1A\u6DFB\u52A0 {quantity} \xD7 {sku}"
};

// ../schema/src/messages/order-import.en.json
var order_import_en_default = {
  "orderImport.notSpreadsheet": "The file is not an Excel (.xlsx) workbook or a .csv file",
  "orderImport.tooLarge": "The import file may be at most {max} MB",
  "orderImport.empty": "The file has no order rows",
  "orderImport.tooManyRows": "At most {max} rows per import",
  "orderImport.missingColumn": "The column \u201C{column}\u201D is missing; please use the template",
  "orderImport.rowsFailed": "{count} problems in the file; nothing was imported",
  "orderImport.required": "\u201C{column}\u201D is required",
  "orderImport.tooLong": "\u201C{column}\u201D may be at most {max} characters",
  "orderImport.quantity": "The quantity must be a whole number from 1 to {max}",
  "orderImport.price": "\u201C{column}\u201D must be a number from 0 with at most 2 decimals",
  "orderImport.date": "\u201C{value}\u201D is not a valid date (use YYYY-MM-DD HH:mm)",
  "orderImport.country": "The country must be a two-letter code (ISO 3166-1), e.g. US",
  "orderImport.currency": "The currency must be a three-letter code, e.g. USD",
  "orderImport.unknownShop": "No shop \u201C{shop}\u201D in your company",
  "orderImport.ambiguousShop": "Several shops are named \u201C{shop}\u201D; please give the shop id",
  "orderImport.orderDisagrees": "The rows of order {orderNo} give different values for \u201C{column}\u201D",
  "orderImport.sheetName": "Orders",
  "orderImport.help": "One row per order line. Rows with the same shop and platform order number form one order; order columns (buyer, address, currency, times, shipping fee) are read from its first row and later rows must agree or leave them empty. Shop: the shop name or its id. Times: YYYY-MM-DD HH:mm (UTC). An order that already exists in the shop is skipped, so the same file can be imported again safely.",
  "orderImport.history.imported": "Imported from file {file}",
  "orderImport.col.shop": "Shop",
  "orderImport.col.platformOrderNo": "Platform order number",
  "orderImport.col.buyerAccount": "Buyer account",
  "orderImport.col.buyerName": "Buyer name",
  "orderImport.col.buyerEmail": "Buyer e-mail",
  "orderImport.col.buyerPhone": "Buyer phone",
  "orderImport.col.country": "Country",
  "orderImport.col.state": "State / province",
  "orderImport.col.city": "City",
  "orderImport.col.postcode": "Postcode",
  "orderImport.col.address1": "Address line 1",
  "orderImport.col.address2": "Address line 2",
  "orderImport.col.currency": "Currency",
  "orderImport.col.shippingFee": "Shipping fee",
  "orderImport.col.orderedAt": "Ordered at",
  "orderImport.col.paidAt": "Paid at",
  "orderImport.col.shipBy": "Ship by",
  "orderImport.col.buyerNote": "Buyer note",
  "orderImport.col.platformSku": "Platform SKU",
  "orderImport.col.title": "Item title",
  "orderImport.col.quantity": "Quantity",
  "orderImport.col.unitPrice": "Unit price"
};

// ../schema/src/messages/order-import.zh.json
var order_import_zh_default = {
  "orderImport.notSpreadsheet": "\u6587\u4EF6\u4E0D\u662F Excel\uFF08.xlsx\uFF09\u5DE5\u4F5C\u7C3F\u6216 .csv \u6587\u4EF6",
  "orderImport.tooLarge": "\u5BFC\u5165\u6587\u4EF6\u4E0D\u80FD\u8D85\u8FC7 {max} MB",
  "orderImport.empty": "\u6587\u4EF6\u4E2D\u6CA1\u6709\u8BA2\u5355\u6570\u636E",
  "orderImport.tooManyRows": "\u6BCF\u6B21\u6700\u591A\u5BFC\u5165 {max} \u884C",
  "orderImport.missingColumn": "\u7F3A\u5C11\u201C{column}\u201D\u5217\uFF0C\u8BF7\u4F7F\u7528\u5BFC\u5165\u6A21\u677F",
  "orderImport.rowsFailed": "\u6587\u4EF6\u4E2D\u6709 {count} \u5904\u95EE\u9898\uFF0C\u672A\u5BFC\u5165\u4EFB\u4F55\u8BA2\u5355",
  "orderImport.required": "\u201C{column}\u201D\u4E0D\u80FD\u4E3A\u7A7A",
  "orderImport.tooLong": "\u201C{column}\u201D\u6700\u591A {max} \u4E2A\u5B57\u7B26",
  "orderImport.quantity": "\u6570\u91CF\u5FC5\u987B\u662F 1 \u5230 {max} \u4E4B\u95F4\u7684\u6574\u6570",
  "orderImport.price": "\u201C{column}\u201D\u5FC5\u987B\u662F\u4E0D\u5C0F\u4E8E 0 \u7684\u6570\u5B57\uFF0C\u6700\u591A 2 \u4F4D\u5C0F\u6570",
  "orderImport.date": "\u201C{value}\u201D\u4E0D\u662F\u6709\u6548\u7684\u65F6\u95F4\uFF08\u683C\u5F0F YYYY-MM-DD HH:mm\uFF09",
  "orderImport.country": "\u56FD\u5BB6\u5FC5\u987B\u662F\u4E24\u4F4D\u5B57\u6BCD\u4EE3\u7801\uFF08ISO 3166-1\uFF09\uFF0C\u5982 US",
  "orderImport.currency": "\u5E01\u79CD\u5FC5\u987B\u662F\u4E09\u4F4D\u5B57\u6BCD\u4EE3\u7801\uFF0C\u5982 USD",
  "orderImport.unknownShop": "\u516C\u53F8\u4E2D\u6CA1\u6709\u5E97\u94FA\u201C{shop}\u201D",
  "orderImport.ambiguousShop": "\u6709\u591A\u4E2A\u5E97\u94FA\u540D\u4E3A\u201C{shop}\u201D\uFF0C\u8BF7\u586B\u5199\u5E97\u94FA ID",
  "orderImport.orderDisagrees": "\u8BA2\u5355 {orderNo} \u7684\u5404\u884C\u201C{column}\u201D\u7684\u503C\u4E0D\u4E00\u81F4",
  "orderImport.sheetName": "\u8BA2\u5355",
  "orderImport.help": "\u6BCF\u884C\u4E00\u4E2A\u8BA2\u5355\u5546\u54C1\u3002\u5E97\u94FA\u548C\u5E73\u53F0\u8BA2\u5355\u53F7\u76F8\u540C\u7684\u884C\u7EC4\u6210\u4E00\u4E2A\u8BA2\u5355\uFF1B\u8BA2\u5355\u4FE1\u606F\uFF08\u4E70\u5BB6\u3001\u5730\u5740\u3001\u5E01\u79CD\u3001\u65F6\u95F4\u3001\u8FD0\u8D39\uFF09\u53D6\u7B2C\u4E00\u884C\uFF0C\u540E\u7EED\u884C\u987B\u4E00\u81F4\u6216\u7559\u7A7A\u3002\u5E97\u94FA\uFF1A\u5E97\u94FA\u540D\u79F0\u6216\u5E97\u94FA ID\u3002\u65F6\u95F4\u683C\u5F0F\uFF1AYYYY-MM-DD HH:mm\uFF08UTC\uFF09\u3002\u5E97\u94FA\u4E2D\u5DF2\u5B58\u5728\u7684\u8BA2\u5355\u4F1A\u88AB\u8DF3\u8FC7\uFF0C\u540C\u4E00\u6587\u4EF6\u53EF\u4EE5\u5B89\u5168\u5730\u91CD\u590D\u5BFC\u5165\u3002",
  "orderImport.history.imported": "\u4ECE\u6587\u4EF6 {file} \u5BFC\u5165",
  "orderImport.col.shop": "\u5E97\u94FA",
  "orderImport.col.platformOrderNo": "\u5E73\u53F0\u8BA2\u5355\u53F7",
  "orderImport.col.buyerAccount": "\u4E70\u5BB6\u8D26\u53F7",
  "orderImport.col.buyerName": "\u4E70\u5BB6\u59D3\u540D",
  "orderImport.col.buyerEmail": "\u4E70\u5BB6\u90AE\u7BB1",
  "orderImport.col.buyerPhone": "\u4E70\u5BB6\u7535\u8BDD",
  "orderImport.col.country": "\u56FD\u5BB6",
  "orderImport.col.state": "\u5DDE/\u7701",
  "orderImport.col.city": "\u57CE\u5E02",
  "orderImport.col.postcode": "\u90AE\u7F16",
  "orderImport.col.address1": "\u5730\u57401",
  "orderImport.col.address2": "\u5730\u57402",
  "orderImport.col.currency": "\u5E01\u79CD",
  "orderImport.col.shippingFee": "\u8FD0\u8D39",
  "orderImport.col.orderedAt": "\u4E0B\u5355\u65F6\u95F4",
  "orderImport.col.paidAt": "\u4ED8\u6B3E\u65F6\u95F4",
  "orderImport.col.shipBy": "\u6700\u665A\u53D1\u8D27\u65F6\u95F4",
  "orderImport.col.buyerNote": "\u4E70\u5BB6\u7559\u8A00",
  "orderImport.col.platformSku": "\u5E73\u53F0 SKU",
  "orderImport.col.title": "\u5546\u54C1\u6807\u9898",
  "orderImport.col.quantity": "\u6570\u91CF",
  "orderImport.col.unitPrice": "\u5355\u4EF7"
};

// ../schema/src/messages/purchasing.en.json
var purchasing_en_default = {
  "purchase.quantityPositive": "Quantities are positive whole numbers",
  "purchase.countWhole": "Counts are whole numbers of 0 or more",
  "purchase.daysWhole": "Days are whole numbers from 0 to 3650",
  "purchase.websiteFormat": "The website format is invalid",
  "purchase.dateInvalid": "Invalid date",
  "purchase.coefficientRange": "The coefficient must be a number from 0 to 1",
  "purchase.supplierType": "The supplier type is formal or temporary",
  "purchase.phoneFormat": "A phone number may only contain + - spaces and digits",
  "purchase.accountNumberFormat": "The account number may only contain digits, spaces and -",
  "purchase.deliveryDays": "The delivery period must be a whole number of days (0 to 365)",
  "purchase.supplierRequired": "Add at least one supplier",
  "purchase.sameSupplierTwice": "The same supplier cannot be added twice",
  "purchase.preferredSupplierRequired": "A supplier requires a preferred supplier: mark exactly one as preferred",
  "purchase.sameProductTwice": "Cannot add the same product repeatedly",
  "purchase.warehouseRequired": "Please select a warehouse first",
  "purchase.orderWay": "The order way is offline, online or wholesale",
  "purchase.procurementType": "Unknown procurement type",
  "purchase.itemRequired": "At least one item is required",
  "purchase.etaBeforeOrder": "The estimated arrival cannot be before the order date",
  "purchase.discountTooHigh": "The discount cannot exceed product cost plus freight plus other fees",
  "purchase.tickAtLeastOne": "Please tick at least one data",
  "purchase.tooMany": "Too many rows at once",
  "purchase.rejectRemarkRequired": "Enter a remark when the audit fails",
  "purchase.paymentKind": "The kind is payment or refund",
  "purchase.amountPositive": "The amount must be above 0",
  "purchase.amountTooHigh": "The amount must not exceed product cost plus freight plus other fees minus discount, less what is already requested: at most {max}",
  "purchase.refundAbovePaid": "A refund cannot exceed what has been paid: at most {max}",
  "purchase.trackingNoRequired": "The tracking number cannot be empty",
  "purchase.packaging": "The packaging condition is intact, slightly, moderately or seriously damaged",
  "purchase.inspectionRowRequired": "At least one complete inspection row is required",
  "purchase.locationRequired": "A count requires a location",
  "purchase.goodOrDefectiveRequired": "Enter a good or a defective count",
  "purchase.orderNoRequired": "The purchase order number is required",
  "purchase.abnormalTypeRequired": "The exception type is required",
  "purchase.abnormalMethodRequired": "The processing method is required (replacement, return or resend)",
  "purchase.waybillRequired": "At least one waybill number is required",
  "purchase.receiptPriceRequired": "The warehousing price is required",
  "purchase.refundAmountRequired": "The refund amount is required",
  "purchase.orderNumbersRequired": "Enter the order numbers, one per line",
  "purchase.orderNumbersOnePerLine": "Order numbers one per line, digits only (check lines {lines})",
  "purchase.batchTooMany": "At most {max} orders at once",
  "purchase.batchQuantity": "The batch quantity must be a positive integer",
  "purchase.linkRequired": "The product link is required",
  "purchase.linkFormat": "The link is not correctly formatted: use a 1688 offer link such as https://detail.1688.com/offer/123456789.html",
  "purchase.variantRequired": "Select at least one variant",
  "purchase.specIncomplete": "Choose the full specification before confirming ({missing})",
  "purchase.variantNotFound": "The variant does not exist in this product",
  "purchase.offerNotFound": "The wholesale product could not be found",
  "purchase.endAfterStart": "Start and end time are required, the end after the start",
  "purchase.maxBelowMin": "The maximum cannot be below the minimum",
  "purchase.weightWindow": "Weights apply to the 3, 7, 15, 30 and 90 day windows",
  "purchase.minStockingDaysAboveMax": "The minimum stocking days cannot exceed the maximum",
  "purchase.floorAboveSafety": "The inventory lower limit cannot exceed the safety stock",
  "purchase.orderRangesOverlap": "Order-volume ranges must not overlap",
  "purchase.salesRangesOverlap": "Sales date ranges must not overlap",
  "purchase.commonWarehouseRequired": "Choose one warehouse common to all items",
  "purchase.orderNotFound": "The purchase order does not exist",
  "purchase.supplierNotFound": "Supplier not found",
  "purchase.supplierExists": "Input content already exists",
  "purchase.supplierInUse": "The supplier has purchase orders and cannot be deleted; disable it instead",
  "purchase.supplierDisabled": "The supplier {name} is disabled",
  "purchase.notFormalSupplier": "Batch generation needs formal suppliers: {name} is temporary",
  "purchase.noSupplier": "{sku} has no supplier: set a supplier first",
  "purchase.sameSupplierRequired": "Please select products from the same supplier",
  "purchase.duplicateSupplier": "The same supplier appears twice",
  "purchase.skuNotFound": "Product not found",
  "purchase.warehouseNotFound": "Warehouse not found",
  "purchase.warehouseDisabled": "The warehouse {name} is disabled",
  "purchase.locationNotInWarehouse": "The location does not belong to the purchase order's warehouse",
  "purchase.illegalTransition": "A purchase order in status {status} cannot be {action}",
  "purchase.notEditable": "Only purchase orders pending audit or failed can be edited",
  "purchase.cannotCancelSigned": "Forecast orders cannot be cancelled once signed for",
  "purchase.paymentNotFound": "Payment request or refund not found",
  "purchase.paymentIllegalTransition": "Only requests pending audit can be approved or rejected",
  "purchase.paymentNeedsApproved": "Payments and refunds need an approved purchase order",
  "purchase.noOrderForTracking": "No purchase order awaits the tracking number {trackingNo}",
  "purchase.notReceivable": "Goods can only be signed for on approved purchase orders",
  "purchase.lineNotInOrder": "The line does not belong to this purchase order",
  "purchase.receiptNotFound": "Receipt not found",
  "purchase.receiptInspected": "The receipt has already been inspected",
  "purchase.receivedExceedsDue": "Received cannot exceed due: good plus defective is at most the {max} that arrived",
  "purchase.overPurchaseConfirm": "The warehoused quantity of {sku} ({quantity}) is above the purchase quantity ({purchased}); confirm to continue",
  "purchase.abnormalNotFound": "Abnormal receipt not found",
  "purchase.abnormalIllegalTransition": "An abnormal receipt in status {status} cannot be {action}",
  "purchase.skuNotInOrder": "{sku} is not on the purchase order",
  "purchase.pairingRequired": "Only paired wholesale products can be ordered: pair {sku} first",
  "purchase.pairingNotFound": "Pairing not found",
  "purchase.wholesaleOrderNotFound": "Wholesale order {orderNo} not found on the platform",
  "purchase.wholesaleFailed": "The wholesale platform refused the order: {reason}",
  "purchase.planItemNotFound": "Purchase plan item not found",
  "purchase.suspended": "Purchasing of {sku} is suspended",
  "purchase.alert.suggestionNotOrdered": "{count} purchase plan items not turned into purchase orders after {hours} hours",
  "purchase.alert.noPickup": "Purchase order {orderNo} has not been picked up by a courier {hours} hours after approval",
  "purchase.alert.notSigned": "Purchase order {orderNo} has not been signed for {days} days after shipping",
  "purchase.status.pendingAudit": "pending audit",
  "purchase.status.approved": "approved",
  "purchase.status.failed": "failed audit",
  "purchase.status.partiallyReceived": "partially received",
  "purchase.status.received": "received",
  "purchase.status.cancelled": "cancelled",
  "purchase.action.approve": "approved",
  "purchase.action.reject": "rejected",
  "purchase.action.resubmit": "resubmitted",
  "purchase.action.receive": "signed for",
  "purchase.action.complete": "completed",
  "purchase.action.cancel": "cancelled",
  "purchase.action.edit": "edited",
  "purchase.action.process": "moved into processing",
  "purchase.abnormalStatus.pendingReview": "to be reviewed",
  "purchase.abnormalStatus.approved": "approved",
  "purchase.abnormalStatus.processing": "processing",
  "purchase.abnormalStatus.completed": "completed"
};

// ../schema/src/messages/purchasing.zh.json
var purchasing_zh_default = {
  "purchase.quantityPositive": "\u6570\u91CF\u987B\u4E3A\u6B63\u6574\u6570",
  "purchase.countWhole": "\u6570\u91CF\u987B\u4E3A\u4E0D\u5C0F\u4E8E 0 \u7684\u6574\u6570",
  "purchase.daysWhole": "\u5929\u6570\u987B\u4E3A 0 \u5230 3650 \u7684\u6574\u6570",
  "purchase.websiteFormat": "\u7F51\u5740\u683C\u5F0F\u4E0D\u6B63\u786E",
  "purchase.dateInvalid": "\u65E5\u671F\u65E0\u6548",
  "purchase.coefficientRange": "\u7CFB\u6570\u987B\u4E3A 0 \u5230 1 \u4E4B\u95F4\u7684\u6570\u5B57",
  "purchase.supplierType": "\u4F9B\u5E94\u5546\u7C7B\u578B\u987B\u4E3A\u6B63\u5F0F\u6216\u4E34\u65F6",
  "purchase.phoneFormat": "\u7535\u8BDD\u53EA\u80FD\u5305\u542B + - \u7A7A\u683C\u548C\u6570\u5B57",
  "purchase.accountNumberFormat": "\u8D26\u53F7\u53EA\u80FD\u5305\u542B\u6570\u5B57\u3001\u7A7A\u683C\u548C -",
  "purchase.deliveryDays": "\u4EA4\u8D27\u5468\u671F\u987B\u4E3A\u6570\u5B57\uFF080 \u5230 365 \u5929\uFF09",
  "purchase.supplierRequired": "\u8BF7\u81F3\u5C11\u6DFB\u52A0\u4E00\u4E2A\u4F9B\u5E94\u5546",
  "purchase.sameSupplierTwice": "\u4E0D\u80FD\u91CD\u590D\u6DFB\u52A0\u540C\u4E00\u4F9B\u5E94\u5546",
  "purchase.preferredSupplierRequired": "\u8BF7\u8BBE\u7F6E\u4E00\u4E2A\u9996\u9009\u4F9B\u5E94\u5546",
  "purchase.sameProductTwice": "\u4E0D\u80FD\u91CD\u590D\u6DFB\u52A0\u540C\u4E00\u5546\u54C1",
  "purchase.warehouseRequired": "\u8BF7\u5148\u9009\u62E9\u4ED3\u5E93",
  "purchase.orderWay": "\u4E0B\u5355\u65B9\u5F0F\u987B\u4E3A\u7EBF\u4E0B\u3001\u7EBF\u4E0A\u62161688",
  "purchase.procurementType": "\u91C7\u8D2D\u7C7B\u578B\u65E0\u6548",
  "purchase.itemRequired": "\u81F3\u5C11\u9700\u8981\u4E00\u4E2A\u5546\u54C1",
  "purchase.etaBeforeOrder": "\u9884\u8BA1\u5230\u8D27\u65F6\u95F4\u4E0D\u80FD\u65E9\u4E8E\u4E0B\u5355\u65E5\u671F",
  "purchase.discountTooHigh": "\u4F18\u60E0\u91D1\u989D\u4E0D\u80FD\u8D85\u8FC7\u8D27\u6B3E\u52A0\u8FD0\u8D39\u52A0\u5176\u4ED6\u8D39\u7528",
  "purchase.tickAtLeastOne": "\u8BF7\u81F3\u5C11\u52FE\u9009\u4E00\u6761\u6570\u636E",
  "purchase.tooMany": "\u4E00\u6B21\u63D0\u4EA4\u7684\u884C\u6570\u8FC7\u591A",
  "purchase.rejectRemarkRequired": "\u5BA1\u6838\u4E0D\u901A\u8FC7\u65F6\u8BF7\u586B\u5199\u5907\u6CE8",
  "purchase.paymentKind": "\u7C7B\u578B\u987B\u4E3A\u8BF7\u6B3E\u6216\u9000\u6B3E",
  "purchase.amountPositive": "\u91D1\u989D\u987B\u5927\u4E8E 0",
  "purchase.amountTooHigh": "\u91D1\u989D\u4E0D\u80FD\u8D85\u8FC7\u8D27\u6B3E+\u8FD0\u8D39+\u5176\u4ED6\u8D39\u7528-\u4F18\u60E0\uFF08\u6263\u9664\u5DF2\u7533\u8BF7\u91D1\u989D\uFF09\uFF0C\u6700\u591A {max}",
  "purchase.refundAbovePaid": "\u9000\u6B3E\u91D1\u989D\u4E0D\u80FD\u8D85\u8FC7\u5DF2\u4ED8\u6B3E\u91D1\u989D\uFF0C\u6700\u591A {max}",
  "purchase.trackingNoRequired": "\u7269\u6D41\u5355\u53F7\u4E0D\u80FD\u4E3A\u7A7A",
  "purchase.packaging": "\u5305\u88C5\u60C5\u51B5\u987B\u4E3A\u5B8C\u597D\u3001\u8F7B\u5FAE\u7834\u635F\u3001\u4E2D\u5EA6\u7834\u635F\u6216\u4E25\u91CD\u7834\u635F",
  "purchase.inspectionRowRequired": "\u81F3\u5C11\u9700\u8981\u4E00\u884C\u5B8C\u6574\u7684\u8D28\u68C0\u6570\u636E",
  "purchase.locationRequired": "\u586B\u5199\u6570\u91CF\u540E\u987B\u9009\u62E9\u5E93\u4F4D",
  "purchase.goodOrDefectiveRequired": "\u8BF7\u586B\u5199\u826F\u54C1\u6570\u6216\u6B21\u54C1\u6570",
  "purchase.orderNoRequired": "\u8BF7\u586B\u5199\u91C7\u8D2D\u5355\u53F7",
  "purchase.abnormalTypeRequired": "\u8BF7\u9009\u62E9\u5F02\u5E38\u7C7B\u578B",
  "purchase.abnormalMethodRequired": "\u8BF7\u9009\u62E9\u5904\u7406\u65B9\u5F0F\uFF08\u6362\u8D27\u3001\u9000\u8D27\u6216\u8865\u53D1\uFF09",
  "purchase.waybillRequired": "\u8BF7\u81F3\u5C11\u586B\u5199\u4E00\u4E2A\u8FD0\u5355\u53F7",
  "purchase.receiptPriceRequired": "\u8BF7\u586B\u5199\u5165\u5E93\u5355\u4EF7",
  "purchase.refundAmountRequired": "\u8BF7\u586B\u5199\u9000\u6B3E\u91D1\u989D",
  "purchase.orderNumbersRequired": "\u8BF7\u586B\u5199\u8BA2\u5355\u53F7\uFF0C\u4E00\u884C\u4E00\u4E2A",
  "purchase.orderNumbersOnePerLine": "\u8BA2\u5355\u53F7\u4E00\u884C\u4E00\u4E2A\uFF0C\u53EA\u80FD\u662F\u6570\u5B57\uFF08\u8BF7\u68C0\u67E5\u7B2C {lines} \u884C\uFF09",
  "purchase.batchTooMany": "\u4E00\u6B21\u6700\u591A {max} \u4E2A\u8BA2\u5355",
  "purchase.batchQuantity": "\u6279\u91CF\u6570\u91CF\u987B\u4E3A\u6B63\u6574\u6570",
  "purchase.linkRequired": "\u8BF7\u586B\u5199\u5546\u54C1\u94FE\u63A5",
  "purchase.linkFormat": "\u94FE\u63A5\u683C\u5F0F\u4E0D\u6B63\u786E\uFF0C\u8BF7\u4F7F\u7528 1688 \u5546\u54C1\u94FE\u63A5\uFF0C\u4F8B\u5982 https://detail.1688.com/offer/123456789.html",
  "purchase.variantRequired": "\u8BF7\u81F3\u5C11\u9009\u62E9\u4E00\u4E2A\u89C4\u683C",
  "purchase.specIncomplete": "\u786E\u8BA4\u524D\u8BF7\u9009\u62E9\u5B8C\u6574\u89C4\u683C\uFF08{missing}\uFF09",
  "purchase.variantNotFound": "\u8BE5\u5546\u54C1\u4E0D\u5B58\u5728\u6B64\u89C4\u683C",
  "purchase.offerNotFound": "\u627E\u4E0D\u5230\u8BE5 1688 \u5546\u54C1",
  "purchase.endAfterStart": "\u5F00\u59CB\u548C\u7ED3\u675F\u65F6\u95F4\u5FC5\u586B\uFF0C\u7ED3\u675F\u987B\u665A\u4E8E\u5F00\u59CB",
  "purchase.maxBelowMin": "\u6700\u5927\u503C\u4E0D\u80FD\u5C0F\u4E8E\u6700\u5C0F\u503C",
  "purchase.weightWindow": "\u6743\u91CD\u53EA\u80FD\u8BBE\u7F6E\u5728 3\u30017\u300115\u300130\u300190 \u5929",
  "purchase.minStockingDaysAboveMax": "\u6700\u5C0F\u5907\u8D27\u5929\u6570\u4E0D\u80FD\u5927\u4E8E\u6700\u5927\u5907\u8D27\u5929\u6570",
  "purchase.floorAboveSafety": "\u5E93\u5B58\u4E0B\u9650\u4E0D\u80FD\u5927\u4E8E\u5B89\u5168\u5E93\u5B58",
  "purchase.orderRangesOverlap": "\u8BA2\u5355\u91CF\u533A\u95F4\u4E0D\u80FD\u91CD\u53E0",
  "purchase.salesRangesOverlap": "\u9500\u91CF\u65E5\u671F\u533A\u95F4\u4E0D\u80FD\u91CD\u53E0",
  "purchase.commonWarehouseRequired": "\u8BF7\u9009\u62E9\u4E00\u4E2A\u5171\u540C\u7684\u4ED3\u5E93",
  "purchase.orderNotFound": "\u91C7\u8D2D\u5355\u4E0D\u5B58\u5728",
  "purchase.supplierNotFound": "\u4F9B\u5E94\u5546\u4E0D\u5B58\u5728",
  "purchase.supplierExists": "\u8F93\u5165\u5185\u5BB9\u5DF2\u5B58\u5728",
  "purchase.supplierInUse": "\u8BE5\u4F9B\u5E94\u5546\u5DF2\u6709\u91C7\u8D2D\u5355\uFF0C\u4E0D\u80FD\u5220\u9664\uFF0C\u8BF7\u505C\u7528",
  "purchase.supplierDisabled": "\u4F9B\u5E94\u5546 {name} \u5DF2\u505C\u7528",
  "purchase.notFormalSupplier": "\u6279\u91CF\u751F\u6210\u91C7\u8D2D\u5355\u53EA\u80FD\u4F7F\u7528\u6B63\u5F0F\u4F9B\u5E94\u5546\uFF1A{name} \u662F\u4E34\u65F6\u4F9B\u5E94\u5546",
  "purchase.noSupplier": "{sku} \u6CA1\u6709\u4F9B\u5E94\u5546\uFF0C\u8BF7\u5148\u8BBE\u7F6E\u4F9B\u5E94\u5546",
  "purchase.sameSupplierRequired": "\u8BF7\u9009\u62E9\u540C\u4E00\u4F9B\u5E94\u5546\u7684\u5546\u54C1",
  "purchase.duplicateSupplier": "\u4F9B\u5E94\u5546\u91CD\u590D",
  "purchase.skuNotFound": "\u5546\u54C1\u4E0D\u5B58\u5728",
  "purchase.warehouseNotFound": "\u4ED3\u5E93\u4E0D\u5B58\u5728",
  "purchase.warehouseDisabled": "\u4ED3\u5E93 {name} \u5DF2\u505C\u7528",
  "purchase.locationNotInWarehouse": "\u5E93\u4F4D\u4E0D\u5C5E\u4E8E\u91C7\u8D2D\u5355\u7684\u4ED3\u5E93",
  "purchase.illegalTransition": "\u72B6\u6001\u4E3A {status} \u7684\u91C7\u8D2D\u5355\u4E0D\u80FD\u6267\u884C {action}",
  "purchase.notEditable": "\u53EA\u6709\u5F85\u5BA1\u6838\u6216\u5BA1\u6838\u5931\u8D25\u7684\u91C7\u8D2D\u5355\u53EF\u4EE5\u7F16\u8F91",
  "purchase.cannotCancelSigned": "\u5DF2\u7B7E\u6536\u7684\u9884\u62A5\u5355\u4E0D\u80FD\u53D6\u6D88",
  "purchase.paymentNotFound": "\u8BF7\u6B3E\u5355\u6216\u9000\u6B3E\u5355\u4E0D\u5B58\u5728",
  "purchase.paymentIllegalTransition": "\u53EA\u6709\u5F85\u5BA1\u6838\u7684\u5355\u636E\u53EF\u4EE5\u5BA1\u6838",
  "purchase.paymentNeedsApproved": "\u8BF7\u6B3E\u6216\u9000\u6B3E\u9700\u8981\u5DF2\u5BA1\u6838\u7684\u91C7\u8D2D\u5355",
  "purchase.noOrderForTracking": "\u6CA1\u6709\u91C7\u8D2D\u5355\u5BF9\u5E94\u7269\u6D41\u5355\u53F7 {trackingNo}",
  "purchase.notReceivable": "\u53EA\u6709\u5DF2\u5BA1\u6838\u7684\u91C7\u8D2D\u5355\u53EF\u4EE5\u7B7E\u6536",
  "purchase.lineNotInOrder": "\u8BE5\u884C\u4E0D\u5C5E\u4E8E\u6B64\u91C7\u8D2D\u5355",
  "purchase.receiptNotFound": "\u7B7E\u6536\u5355\u4E0D\u5B58\u5728",
  "purchase.receiptInspected": "\u8BE5\u7B7E\u6536\u5355\u5DF2\u8D28\u68C0",
  "purchase.receivedExceedsDue": "\u8D28\u68C0\u6570\u91CF\u4E0D\u80FD\u8D85\u8FC7\u5230\u8D27\u6570\u91CF\uFF1A\u826F\u54C1\u52A0\u6B21\u54C1\u6700\u591A {max}",
  "purchase.overPurchaseConfirm": "{sku} \u5165\u5E93\u6570\u91CF\uFF08{quantity}\uFF09\u8D85\u8FC7\u91C7\u8D2D\u6570\u91CF\uFF08{purchased}\uFF09\uFF0C\u8BF7\u786E\u8BA4\u540E\u7EE7\u7EED",
  "purchase.abnormalNotFound": "\u5F02\u5E38\u5355\u4E0D\u5B58\u5728",
  "purchase.abnormalIllegalTransition": "\u72B6\u6001\u4E3A {status} \u7684\u5F02\u5E38\u5355\u4E0D\u80FD\u6267\u884C {action}",
  "purchase.skuNotInOrder": "{sku} \u4E0D\u5728\u8BE5\u91C7\u8D2D\u5355\u4E2D",
  "purchase.pairingRequired": "\u53EA\u6709\u5DF2\u914D\u5BF9\u7684 1688 \u5546\u54C1\u53EF\u4EE5\u6279\u91CF\u4E0B\u5355\uFF0C\u8BF7\u5148\u914D\u5BF9 {sku}",
  "purchase.pairingNotFound": "\u914D\u5BF9\u4E0D\u5B58\u5728",
  "purchase.wholesaleOrderNotFound": "1688 \u5E73\u53F0\u627E\u4E0D\u5230\u8BA2\u5355 {orderNo}",
  "purchase.wholesaleFailed": "1688 \u4E0B\u5355\u5931\u8D25\uFF1A{reason}",
  "purchase.planItemNotFound": "\u91C7\u8D2D\u8BA1\u5212\u4E0D\u5B58\u5728",
  "purchase.suspended": "{sku} \u5DF2\u6682\u505C\u91C7\u8D2D",
  "purchase.alert.suggestionNotOrdered": "{count} \u4E2A\u91C7\u8D2D\u8BA1\u5212\u8D85\u8FC7 {hours} \u5C0F\u65F6\u672A\u751F\u6210\u91C7\u8D2D\u5355",
  "purchase.alert.noPickup": "\u91C7\u8D2D\u5355 {orderNo} \u5BA1\u6838\u540E {hours} \u5C0F\u65F6\u4ECD\u672A\u63FD\u6536",
  "purchase.alert.notSigned": "\u91C7\u8D2D\u5355 {orderNo} \u53D1\u8D27 {days} \u5929\u4ECD\u672A\u7B7E\u6536",
  "purchase.status.pendingAudit": "\u5F85\u5BA1\u6838",
  "purchase.status.approved": "\u5DF2\u5BA1\u6838",
  "purchase.status.failed": "\u5BA1\u6838\u5931\u8D25",
  "purchase.status.partiallyReceived": "\u90E8\u5206\u5230\u8D27",
  "purchase.status.received": "\u5DF2\u5B8C\u6210",
  "purchase.status.cancelled": "\u5DF2\u4F5C\u5E9F",
  "purchase.action.approve": "\u5BA1\u6838\u901A\u8FC7",
  "purchase.action.reject": "\u5BA1\u6838\u4E0D\u901A\u8FC7",
  "purchase.action.resubmit": "\u91CD\u65B0\u63D0\u4EA4",
  "purchase.action.receive": "\u7B7E\u6536",
  "purchase.action.complete": "\u5B8C\u6210",
  "purchase.action.cancel": "\u4F5C\u5E9F",
  "purchase.action.edit": "\u7F16\u8F91",
  "purchase.action.process": "\u8F6C\u4E3A\u5904\u7406\u4E2D",
  "purchase.abnormalStatus.pendingReview": "\u5F85\u5BA1\u6838",
  "purchase.abnormalStatus.approved": "\u5DF2\u5BA1\u6838",
  "purchase.abnormalStatus.processing": "\u5904\u7406\u4E2D",
  "purchase.abnormalStatus.completed": "\u5DF2\u5B8C\u6210"
};

// ../schema/src/messages/purchasing-suppliers.en.json
var purchasing_suppliers_en_default = {
  "purchase.rateFormat": "A rate must be an integer or have at most two decimals, and be below 100"
};

// ../schema/src/messages/purchasing-suppliers.zh.json
var purchasing_suppliers_zh_default = {
  "purchase.rateFormat": "\u8D39\u7387\u987B\u4E3A\u6574\u6570\u6216\u6700\u591A\u4E24\u4F4D\u5C0F\u6570\uFF0C\u4E14\u5C0F\u4E8E 100"
};

// ../schema/src/messages/purchasing-purchase-orders.en.json
var purchasing_purchase_orders_en_default = {
  "purchase.statusUnknown": "Unknown purchase order status",
  "purchase.trackingNeedsApproved": "A tracking number can only be set on an approved purchase order (this one is {status})",
  "purchase.paymentStatus.unpaid": "unpaid",
  "purchase.paymentStatus.partiallyPaid": "partially paid",
  "purchase.paymentStatus.paid": "paid",
  "purchase.alert.title": "Purchase alert",
  "purchase.alert.noPickupMany": "{count} purchase orders have not been picked up by a courier {hours} hours after approval: {orderNos}",
  "purchase.alert.notSignedMany": "{count} purchase orders have not been signed for {days} days after shipping: {orderNos}"
};

// ../schema/src/messages/purchasing-purchase-orders.zh.json
var purchasing_purchase_orders_zh_default = {
  "purchase.statusUnknown": "\u91C7\u8D2D\u5355\u72B6\u6001\u65E0\u6548",
  "purchase.trackingNeedsApproved": "\u53EA\u6709\u5BA1\u6838\u901A\u8FC7\u7684\u91C7\u8D2D\u5355\u624D\u80FD\u586B\u5199\u7269\u6D41\u5355\u53F7\uFF08\u5F53\u524D\u72B6\u6001\uFF1A{status}\uFF09",
  "purchase.paymentStatus.unpaid": "\u672A\u4ED8\u6B3E",
  "purchase.paymentStatus.partiallyPaid": "\u90E8\u5206\u4ED8\u6B3E",
  "purchase.paymentStatus.paid": "\u5DF2\u4ED8\u6B3E",
  "purchase.alert.title": "\u91C7\u8D2D\u9884\u8B66",
  "purchase.alert.noPickupMany": "{count} \u4E2A\u91C7\u8D2D\u5355\u5BA1\u6838\u901A\u8FC7 {hours} \u5C0F\u65F6\u540E\u4ECD\u672A\u63FD\u6536\uFF1A{orderNos}",
  "purchase.alert.notSignedMany": "{count} \u4E2A\u91C7\u8D2D\u5355\u53D1\u8D27 {days} \u5929\u540E\u4ECD\u672A\u7B7E\u6536\uFF1A{orderNos}"
};

// ../schema/src/messages/purchasing-receiving.en.json
var purchasing_receiving_en_default = {
  "receiving.nothingDue": "Nothing is still due on the purchase orders of {trackingNo}"
};

// ../schema/src/messages/purchasing-receiving.zh.json
var purchasing_receiving_zh_default = {
  "receiving.nothingDue": "\u7269\u6D41\u5355\u53F7 {trackingNo} \u5BF9\u5E94\u7684\u91C7\u8D2D\u5355\u5DF2\u65E0\u5F85\u5230\u8D27\u6570\u91CF"
};

// ../schema/src/messages/purchasing-suggestions.en.json
var purchasing_suggestions_en_default = {
  "purchase.stateUnknown": "The purchasing state is purchasing or not purchasing"
};

// ../schema/src/messages/purchasing-suggestions.zh.json
var purchasing_suggestions_zh_default = {
  "purchase.stateUnknown": "\u91C7\u8D2D\u72B6\u6001\u53EA\u80FD\u662F\u91C7\u8D2D\u4E2D\u6216\u6682\u505C\u91C7\u8D2D"
};

// ../schema/src/messages/purchasing-wholesale.en.json
var purchasing_wholesale_en_default = {};

// ../schema/src/messages/purchasing-wholesale.zh.json
var purchasing_wholesale_zh_default = {};

// ../schema/src/messages/purchasing-reports.en.json
var purchasing_reports_en_default = {
  "purchaseReport.toBeforeFrom": "The end date cannot be before the start date",
  "purchaseReport.periodTooLong": "The period can be at most 366 days",
  "purchaseReport.purchaserNotFound": "Purchaser not found",
  "purchaseReport.limitRange": "Rows per page must be 1 to {max}",
  "purchaseReport.noPurchaser": "No purchaser",
  "purchaseReport.paymentStatus.unpaid": "unpaid",
  "purchaseReport.paymentStatus.partiallyPaid": "partially paid",
  "purchaseReport.paymentStatus.paid": "paid",
  "purchaseReport.export.supplierStatistics": "Supplier statistics",
  "purchaseReport.export.procurementFlow": "Procurement flow",
  "purchaseReport.export.purchaserStatistics": "Purchaser statistics",
  "purchaseReport.export.purchaseBillReport": "Purchase bill report",
  "purchaseReport.col.supplier": "Supplier",
  "purchaseReport.col.orderCount": "Purchase orders",
  "purchaseReport.col.lineCount": "Lines",
  "purchaseReport.col.quantity": "Quantity",
  "purchaseReport.col.amount": "Amount",
  "purchaseReport.col.received": "Received",
  "purchaseReport.col.good": "Good",
  "purchaseReport.col.defective": "Defective",
  "purchaseReport.col.defectiveRate": "Defective rate (%)",
  "purchaseReport.col.delayRate": "Delay rate (%)",
  "purchaseReport.col.replenishmentRate": "Replenishment rate (%)",
  "purchaseReport.col.returnRate": "Return/exchange rate (%)",
  "purchaseReport.col.averagePrice": "Average price",
  "purchaseReport.col.latestPrice": "Latest price",
  "purchaseReport.col.latestPurchaseAt": "Latest purchase",
  "purchaseReport.col.orderDate": "Order date",
  "purchaseReport.col.orderNo": "Purchase order no.",
  "purchaseReport.col.warehouse": "Warehouse",
  "purchaseReport.col.purchaser": "Purchaser",
  "purchaseReport.col.sku": "SKU",
  "purchaseReport.col.productName": "Product name",
  "purchaseReport.col.unitPrice": "Unit price",
  "purchaseReport.col.lineAmount": "Line amount",
  "purchaseReport.col.status": "Status",
  "purchaseReport.col.paymentStatus": "Payment status",
  "purchaseReport.col.averageOrderAmount": "Average order amount",
  "purchaseReport.col.onTimeRate": "Received on time (%)",
  "purchaseReport.col.pendingAudit": "Pending audit",
  "purchaseReport.col.cost": "Product cost",
  "purchaseReport.col.freight": "Freight",
  "purchaseReport.col.otherFee": "Other fees",
  "purchaseReport.col.discount": "Discount",
  "purchaseReport.col.total": "Total",
  "purchaseReport.col.paid": "Paid",
  "purchaseReport.col.refunded": "Refunded",
  "purchaseReport.col.outstanding": "Outstanding",
  "purchaseReport.col.receivingProgress": "Received / ordered"
};

// ../schema/src/messages/purchasing-reports.zh.json
var purchasing_reports_zh_default = {
  "purchaseReport.toBeforeFrom": "\u7ED3\u675F\u65E5\u671F\u4E0D\u80FD\u65E9\u4E8E\u5F00\u59CB\u65E5\u671F",
  "purchaseReport.periodTooLong": "\u67E5\u8BE2\u65F6\u95F4\u6BB5\u6700\u957F\u4E3A366\u5929",
  "purchaseReport.purchaserNotFound": "\u91C7\u8D2D\u5458\u4E0D\u5B58\u5728",
  "purchaseReport.limitRange": "\u6BCF\u9875\u6761\u6570\u987B\u4E3A1\u5230{max}",
  "purchaseReport.noPurchaser": "\u65E0\u91C7\u8D2D\u5458",
  "purchaseReport.paymentStatus.unpaid": "\u672A\u4ED8\u6B3E",
  "purchaseReport.paymentStatus.partiallyPaid": "\u90E8\u5206\u4ED8\u6B3E",
  "purchaseReport.paymentStatus.paid": "\u5DF2\u4ED8\u6B3E",
  "purchaseReport.export.supplierStatistics": "\u4F9B\u5E94\u5546\u7EDF\u8BA1",
  "purchaseReport.export.procurementFlow": "\u91C7\u8D2D\u6D41\u6C34",
  "purchaseReport.export.purchaserStatistics": "\u91C7\u8D2D\u5458\u7EDF\u8BA1",
  "purchaseReport.export.purchaseBillReport": "\u91C7\u8D2D\u8D26\u5355\u62A5\u8868",
  "purchaseReport.col.supplier": "\u4F9B\u5E94\u5546",
  "purchaseReport.col.orderCount": "\u91C7\u8D2D\u5355\u6570",
  "purchaseReport.col.lineCount": "\u660E\u7EC6\u884C\u6570",
  "purchaseReport.col.quantity": "\u91C7\u8D2D\u6570\u91CF",
  "purchaseReport.col.amount": "\u91C7\u8D2D\u91D1\u989D",
  "purchaseReport.col.received": "\u5230\u8D27\u6570\u91CF",
  "purchaseReport.col.good": "\u826F\u54C1\u6570\u91CF",
  "purchaseReport.col.defective": "\u6B21\u54C1\u6570\u91CF",
  "purchaseReport.col.defectiveRate": "\u6B21\u54C1\u7387(%)",
  "purchaseReport.col.delayRate": "\u5EF6\u8FDF\u7387(%)",
  "purchaseReport.col.replenishmentRate": "\u8865\u8D27\u7387(%)",
  "purchaseReport.col.returnRate": "\u9000\u6362\u8D27\u7387(%)",
  "purchaseReport.col.averagePrice": "\u5E73\u5747\u5355\u4EF7",
  "purchaseReport.col.latestPrice": "\u6700\u8FD1\u5355\u4EF7",
  "purchaseReport.col.latestPurchaseAt": "\u6700\u8FD1\u91C7\u8D2D\u65F6\u95F4",
  "purchaseReport.col.orderDate": "\u91C7\u8D2D\u65E5\u671F",
  "purchaseReport.col.orderNo": "\u91C7\u8D2D\u5355\u53F7",
  "purchaseReport.col.warehouse": "\u4ED3\u5E93",
  "purchaseReport.col.purchaser": "\u91C7\u8D2D\u5458",
  "purchaseReport.col.sku": "SKU",
  "purchaseReport.col.productName": "\u5546\u54C1\u540D\u79F0",
  "purchaseReport.col.unitPrice": "\u5355\u4EF7",
  "purchaseReport.col.lineAmount": "\u91D1\u989D",
  "purchaseReport.col.status": "\u72B6\u6001",
  "purchaseReport.col.paymentStatus": "\u4ED8\u6B3E\u72B6\u6001",
  "purchaseReport.col.averageOrderAmount": "\u5E73\u5747\u5355\u7B14\u91D1\u989D",
  "purchaseReport.col.onTimeRate": "\u6309\u65F6\u5230\u8D27\u7387(%)",
  "purchaseReport.col.pendingAudit": "\u5F85\u5BA1\u6838\u5355\u6570",
  "purchaseReport.col.cost": "\u5546\u54C1\u6210\u672C",
  "purchaseReport.col.freight": "\u8FD0\u8D39",
  "purchaseReport.col.otherFee": "\u5176\u4ED6\u8D39\u7528",
  "purchaseReport.col.discount": "\u4F18\u60E0",
  "purchaseReport.col.total": "\u5408\u8BA1",
  "purchaseReport.col.paid": "\u5DF2\u4ED8\u6B3E",
  "purchaseReport.col.refunded": "\u5DF2\u9000\u6B3E",
  "purchaseReport.col.outstanding": "\u672A\u7ED3\u91D1\u989D",
  "purchaseReport.col.receivingProgress": "\u5230\u8D27/\u91C7\u8D2D"
};

// ../schema/src/messages/reports.en.json
var reports_en_default = {
  "report.dateInvalid": "Enter a date as YYYY-MM-DD",
  "report.toBeforeFrom": "The end date cannot be before the start date",
  "report.periodTooLong": "The period can be at most 366 days",
  "report.currencyInvalid": "Enter a currency as a three-letter code (e.g. USD)",
  "report.currencyUnknown": "There is no exchange rate for {currency}; add it on the exchange rates page",
  "report.granularityInvalid": "Choose day, week or month",
  "report.dimensionInvalid": "Choose platform, country, status or shop",
  "report.timeTypeInvalid": "Choose day, week or month",
  "report.numberTypeInvalid": "Choose sales amount or order quantity",
  "report.platformTypeInvalid": "Unknown platform",
  "report.shopNotFound": "Shop not found",
  "report.limitRange": "Rows per page must be 1 to {max}",
  "report.export.salesAnalysis": "Sales analysis",
  "report.export.orderAnalysis": "Order analysis",
  "report.export.storeAnalysis": "Shop analysis",
  "report.allPlatforms": "All",
  "report.series.salesAmount": "Sales amount",
  "report.series.orderCount": "Orders",
  "report.numberType.price": "Sales amount",
  "report.numberType.quantity": "Order quantity",
  "report.timeType.day": "Day",
  "report.timeType.week": "Week",
  "report.timeType.month": "Month",
  "report.otherShops": "Other",
  "dashboard.dataIsNotLoaded": "The data is still loading, please wait",
  "exchangeRate.currencyInvalid": "Enter a currency as a three-letter code (e.g. USD)",
  "exchangeRate.rateInvalid": "The rate must be a number above 0 and at most 1000000",
  "exchangeRate.rateDecimals": "The rate can have at most 6 decimals",
  "exchangeRate.baseFixed": "The yuan (CNY) is the base currency: its rate is always 1",
  "exchangeRate.notFound": "Exchange rate not found",
  "tradebyteRefund.tickAtLeastOne": "Please tick at least one data",
  "tradebyteRefund.batchTooMany": "At most {max} returns at a time",
  "tradebyteRefund.actionInvalid": "Choose refund or refuse",
  "tradebyteRefund.remarkRequired": "Enter a reason to refuse the return",
  "tradebyteRefund.notPending": "Return {returnNo} has already been handled",
  "tradebyteRefund.notFound": "Return not found",
  "tradebyteRefund.status.1": "To be processed",
  "tradebyteRefund.status.2": "Refunded",
  "tradebyteRefund.status.3": "Refused",
  "tradebyteRefund.shopNotTradebyte": "The shop is not a Tradebyte shop",
  "salesReport.totals": "Totals",
  "salesReport.missingRates": "No exchange rate for {currencies}: those amounts are left out",
  "salesReport.noCountry": "Unknown country",
  "salesReport.col.period": "Period",
  "salesReport.col.currency": "Currency",
  "salesReport.col.orders": "Orders",
  "salesReport.col.units": "Units",
  "salesReport.col.salesAmount": "Sales amount",
  "salesReport.col.freight": "Freight",
  "salesReport.col.averageOrderValue": "Average order value",
  "salesReport.col.refundedOrders": "Refunded orders",
  "salesReport.col.refundedAmount": "Refunded amount",
  "salesReport.col.group": "Group",
  "salesReport.col.share": "Share %",
  "salesReport.col.shop": "Shop",
  "salesReport.col.platform": "Platform",
  "salesReport.col.platformRate": "Platform rate %",
  "salesReport.col.platformFee": "Platform fee",
  "salesReport.col.refundedProducts": "Refunded products",
  "salesReport.col.validProducts": "Valid products",
  "salesReport.col.refundRate": "Refund rate %",
  "tradebyteRefund.statusInvalid": "Unknown return status",
  "tradebyteRefund.amountInvalid": "The amount must be a number from 0",
  "tradebyteRefund.orderRefunded": "Refunded by Tradebyte return {returnNo}"
};

// ../schema/src/messages/reports.zh.json
var reports_zh_default = {
  "report.dateInvalid": "\u8BF7\u6309 YYYY-MM-DD \u8F93\u5165\u65E5\u671F",
  "report.toBeforeFrom": "\u7ED3\u675F\u65E5\u671F\u4E0D\u80FD\u65E9\u4E8E\u5F00\u59CB\u65E5\u671F",
  "report.periodTooLong": "\u65F6\u95F4\u8303\u56F4\u6700\u591A 366 \u5929",
  "report.currencyInvalid": "\u8BF7\u8F93\u5165\u4E09\u4F4D\u5B57\u6BCD\u7684\u5E01\u79CD\u4EE3\u7801\uFF08\u5982 USD\uFF09",
  "report.currencyUnknown": "{currency} \u6CA1\u6709\u6C47\u7387\uFF0C\u8BF7\u5728\u6C47\u7387\u9875\u9762\u6DFB\u52A0",
  "report.granularityInvalid": "\u8BF7\u9009\u62E9\u6309\u65E5\u3001\u6309\u5468\u6216\u6309\u6708",
  "report.dimensionInvalid": "\u8BF7\u9009\u62E9\u5E73\u53F0\u3001\u56FD\u5BB6\u3001\u72B6\u6001\u6216\u5E97\u94FA",
  "report.timeTypeInvalid": "\u8BF7\u9009\u62E9\u6309\u65E5\u3001\u6309\u5468\u6216\u6309\u6708",
  "report.numberTypeInvalid": "\u8BF7\u9009\u62E9\u9500\u552E\u989D\u6216\u8BA2\u5355\u91CF",
  "report.platformTypeInvalid": "\u672A\u77E5\u5E73\u53F0",
  "report.shopNotFound": "\u5E97\u94FA\u4E0D\u5B58\u5728",
  "report.limitRange": "\u6BCF\u9875\u884C\u6570\u987B\u4E3A 1 \u5230 {max}",
  "report.export.salesAnalysis": "\u9500\u552E\u5206\u6790",
  "report.export.orderAnalysis": "\u8BA2\u5355\u5206\u6790",
  "report.export.storeAnalysis": "\u5E97\u94FA\u5206\u6790",
  "report.allPlatforms": "\u5168\u90E8",
  "report.series.salesAmount": "\u9500\u552E\u989D",
  "report.series.orderCount": "\u8BA2\u5355\u91CF",
  "report.numberType.price": "\u9500\u552E\u989D",
  "report.numberType.quantity": "\u8BA2\u5355\u91CF",
  "report.timeType.day": "\u65E5",
  "report.timeType.week": "\u5468",
  "report.timeType.month": "\u6708",
  "report.otherShops": "\u5176\u4ED6",
  "dashboard.dataIsNotLoaded": "\u6570\u636E\u5C1A\u672A\u52A0\u8F7D\u5B8C\u6210\uFF0C\u8BF7\u7A0D\u5019",
  "exchangeRate.currencyInvalid": "\u8BF7\u8F93\u5165\u4E09\u4F4D\u5B57\u6BCD\u7684\u5E01\u79CD\u4EE3\u7801\uFF08\u5982 USD\uFF09",
  "exchangeRate.rateInvalid": "\u6C47\u7387\u987B\u4E3A\u5927\u4E8E 0 \u4E14\u4E0D\u8D85\u8FC7 1000000 \u7684\u6570\u5B57",
  "exchangeRate.rateDecimals": "\u6C47\u7387\u6700\u591A 6 \u4F4D\u5C0F\u6570",
  "exchangeRate.baseFixed": "\u4EBA\u6C11\u5E01\uFF08CNY\uFF09\u662F\u57FA\u51C6\u5E01\u79CD\uFF0C\u6C47\u7387\u56FA\u5B9A\u4E3A 1",
  "exchangeRate.notFound": "\u6C47\u7387\u4E0D\u5B58\u5728",
  "tradebyteRefund.tickAtLeastOne": "\u8BF7\u81F3\u5C11\u52FE\u9009\u4E00\u6761\u6570\u636E",
  "tradebyteRefund.batchTooMany": "\u4E00\u6B21\u6700\u591A\u5904\u7406 {max} \u6761\u9000\u8D27",
  "tradebyteRefund.actionInvalid": "\u8BF7\u9009\u62E9\u9000\u6B3E\u6216\u62D2\u7EDD",
  "tradebyteRefund.remarkRequired": "\u62D2\u7EDD\u9000\u8D27\u8BF7\u586B\u5199\u539F\u56E0",
  "tradebyteRefund.notPending": "\u9000\u8D27 {returnNo} \u5DF2\u5904\u7406",
  "tradebyteRefund.notFound": "\u9000\u8D27\u4E0D\u5B58\u5728",
  "tradebyteRefund.status.1": "\u5F85\u5904\u7406",
  "tradebyteRefund.status.2": "\u5DF2\u9000\u6B3E",
  "tradebyteRefund.status.3": "\u5DF2\u62D2\u7EDD",
  "tradebyteRefund.shopNotTradebyte": "\u8BE5\u5E97\u94FA\u4E0D\u662F Tradebyte \u5E97\u94FA",
  "salesReport.totals": "\u5408\u8BA1",
  "salesReport.missingRates": "\u4EE5\u4E0B\u5E01\u79CD\u6CA1\u6709\u6C47\u7387\uFF0C\u5176\u91D1\u989D\u672A\u8BA1\u5165\uFF1A{currencies}",
  "salesReport.noCountry": "\u672A\u77E5\u56FD\u5BB6",
  "salesReport.col.period": "\u65F6\u95F4",
  "salesReport.col.currency": "\u5E01\u79CD",
  "salesReport.col.orders": "\u8BA2\u5355\u6570",
  "salesReport.col.units": "\u5546\u54C1\u6570\u91CF",
  "salesReport.col.salesAmount": "\u9500\u552E\u989D",
  "salesReport.col.freight": "\u8FD0\u8D39\u6536\u5165",
  "salesReport.col.averageOrderValue": "\u5BA2\u5355\u4EF7",
  "salesReport.col.refundedOrders": "\u9000\u6B3E\u8BA2\u5355\u6570",
  "salesReport.col.refundedAmount": "\u9000\u6B3E\u91D1\u989D",
  "salesReport.col.group": "\u5206\u7EC4",
  "salesReport.col.share": "\u5360\u6BD4 %",
  "salesReport.col.shop": "\u5E97\u94FA",
  "salesReport.col.platform": "\u5E73\u53F0",
  "salesReport.col.platformRate": "\u5E73\u53F0\u8D39\u7387 %",
  "salesReport.col.platformFee": "\u5E73\u53F0\u8D39",
  "salesReport.col.refundedProducts": "\u9000\u6B3E\u5546\u54C1\u6570",
  "salesReport.col.validProducts": "\u6709\u6548\u5546\u54C1\u6570",
  "salesReport.col.refundRate": "\u9000\u6B3E\u7387 %",
  "tradebyteRefund.statusInvalid": "\u672A\u77E5\u7684\u9000\u8D27\u72B6\u6001",
  "tradebyteRefund.amountInvalid": "\u91D1\u989D\u987B\u4E3A\u4E0D\u5C0F\u4E8E 0 \u7684\u6570\u5B57",
  "tradebyteRefund.orderRefunded": "Tradebyte \u9000\u8D27 {returnNo} \u5DF2\u9000\u6B3E"
};

// ../schema/src/messages/index.ts
var en = { ...en_default, ...messaging_en_default, ...tasks_en_default, ...inventory_en_default, ...catalog_en_default, ...warehouse_en_default, ...stock_en_default, ...counts_en_default, ...orders_en_default, ...logistics_en_default, ...fulfilment_en_default, ...order_import_en_default, ...order_rules_en_default, ...marketplaces_en_default, ...purchasing_en_default, ...purchasing_suppliers_en_default, ...purchasing_purchase_orders_en_default, ...purchasing_receiving_en_default, ...purchasing_suggestions_en_default, ...purchasing_wholesale_en_default, ...purchasing_reports_en_default, ...reports_en_default };
var zh = { ...zh_default, ...messaging_zh_default, ...tasks_zh_default, ...inventory_zh_default, ...catalog_zh_default, ...warehouse_zh_default, ...stock_zh_default, ...counts_zh_default, ...orders_zh_default, ...logistics_zh_default, ...fulfilment_zh_default, ...order_import_zh_default, ...order_rules_zh_default, ...marketplaces_zh_default, ...purchasing_zh_default, ...purchasing_suppliers_zh_default, ...purchasing_purchase_orders_zh_default, ...purchasing_receiving_zh_default, ...purchasing_suggestions_zh_default, ...purchasing_wholesale_zh_default, ...purchasing_reports_zh_default, ...reports_zh_default };
var messages = { zh, en };
function parseLang(value) {
  if (!value) return "zh";
  const v = value.toLowerCase();
  return v === "en" || v.startsWith("en-") ? "en" : "zh";
}
function isMessageId(id) {
  return id in en;
}
function translate(lang, id, params = {}) {
  const table = messages[lang];
  const template = isMessageId(id) ? table[id] : id;
  return template.replace(/\{(\w+)\}/g, (_, key) => {
    const value = params[key];
    if (value === void 0 || value === null) return `{${key}}`;
    const text = String(value);
    return isMessageId(text) ? table[text] : text;
  });
}

// ../schema/src/notices.ts
var NOTICE_READ = { read: "1", unread: "2" };
var NOTICE_LEVELS = ["HIGH", "MIDDLE", "LOW"];
var NOTICE_GROUPS = ["system", "order", "stock", "product", "task"];
var NOTICE_TYPES = [
  { type: "1", group: "system", nameId: "notice.type.1", defaultLevel: "MIDDLE", link: "none" },
  { type: "2", group: "system", nameId: "notice.type.2", defaultLevel: "MIDDLE", link: "detailsDialog" },
  { type: "3", group: "order", nameId: "notice.type.3", defaultLevel: "HIGH", link: "none" },
  { type: "4", group: "order", nameId: "notice.type.4", defaultLevel: "MIDDLE", link: "none" },
  { type: "5", group: "stock", nameId: "notice.type.5", defaultLevel: "MIDDLE", link: "none" },
  { type: "6", group: "system", nameId: "notice.type.6", defaultLevel: "HIGH", link: "none" },
  { type: "7", group: "product", nameId: "notice.type.7", defaultLevel: "MIDDLE", link: "none" },
  { type: "8", group: "stock", nameId: "notice.type.8", defaultLevel: "LOW", link: "gigacloudStockMonitor" },
  { type: "9", group: "stock", nameId: "notice.type.9", defaultLevel: "LOW", link: "gigacloudStockMonitor" },
  { type: "10", group: "product", nameId: "notice.type.10", defaultLevel: "LOW", link: "vidaxlProductMonitor" },
  { type: "11", group: "product", nameId: "notice.type.11", defaultLevel: "LOW", link: "vidaxlProductMonitor" },
  { type: "12", group: "task", nameId: "notice.type.12", defaultLevel: "MIDDLE", link: "reportJobs" },
  { type: "13", group: "product", nameId: "notice.type.13", defaultLevel: "MIDDLE", link: "productDevDemand" },
  // purchase alerts (spec 02 §9): plan not ordered after 12 / 24 h, no pickup after 24 h, not signed for after 3 / 5 / 7 days
  { type: "14", group: "stock", nameId: "notice.type.14", defaultLevel: "MIDDLE", link: "none" }
];
var NOTICE_TYPE = {
  system: "1",
  details: "2",
  orderUnmatched: "3",
  orderAbnormal: "4",
  lowStock: "5",
  shopAuthorization: "6",
  listingFailed: "7",
  gigacloudStockChange: "8",
  gigacloudStockItem: "9",
  vidaxlProductChange: "10",
  vidaxlProductItem: "11",
  reportFinished: "12",
  purchaseAlert: "14",
  productDevDemand: "13"
};
var noticeTypeByCode = new Map(NOTICE_TYPES.map((t) => [t.type, t]));
function noticeType(code) {
  return noticeTypeByCode.get(code);
}
function noticeLinkPath(code, linkData = {}, otherBillNum = "") {
  switch (code) {
    case "8":
      return "/gigacloudStockMonitor?tab=2";
    case "9":
      return `/gigacloudStockMonitor?tab=1${linkData.id != null ? `&id=${encodeURIComponent(String(linkData.id))}` : ""}`;
    case "10":
    case "11":
      return "/vidaxlProductMonitor";
    case "13":
      return otherBillNum ? `/productDev?demandNum=${encodeURIComponent(otherBillNum)}` : "/productDev";
    default:
      return null;
  }
}
var NOTICE_BILL_KEYS = {
  /** Unmatched-order alert (type 3): threshold and the first order's number. */
  unmatched: (hours, orderNo) => `unmatched${hours}:${orderNo}`,
  /** Low stock (type 5): the SKU code and the warehouse id (one alert per SKU, warehouse and day). */
  lowStock: (sku, warehouseId) => `${sku}@${warehouseId}`,
  /** Purchase alerts (type 14): the alert key (plan12, noPickup24, unsigned3 …) and the bill. */
  purchase: (alertKey, bill) => `${alertKey}:${bill}`
};
var REPORT_JOB_STATUS = { all: 0, queued: 1, processing: 5, finished: 10, failed: 20 };
var REPORT_JOB_STATUSES = [1, 5, 10, 20];
var REPORT_JOB_RUNNING = [1, 5];
var REPORT_JOB_PAGE_SIZE = 30;
var REPORT_JOB_STALE_MS = 2 * 60 * 1e3;

// src/modules/messages/notices.service.ts
import { z } from "zod";

// src/modules/realtime/realtime.graphql.ts
import { filter, pipe } from "graphql-yoga";

// src/graphql/builder.ts
import SchemaBuilder3 from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLError } from "graphql";

// src/generated/pothos-types.ts
function getDatamodel() {
  return JSON.parse('{"datamodel":{"models":{"Company":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"PlanEdition","kind":"enum","name":"edition","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"contact","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"phone","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"email","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"address","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"User","kind":"object","name":"users","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToUser","relationFromFields":[],"isUpdatedAt":false},{"type":"Role","kind":"object","name":"roles","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToRole","relationFromFields":[],"isUpdatedAt":false},{"type":"Shop","kind":"object","name":"shops","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToShop","relationFromFields":[],"isUpdatedAt":false},{"type":"OperateLog","kind":"object","name":"operateLogs","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToOperateLog","relationFromFields":[],"isUpdatedAt":false},{"type":"Session","kind":"object","name":"sessions","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToSession","relationFromFields":[],"isUpdatedAt":false},{"type":"PasswordReset","kind":"object","name":"passwordResets","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToPasswordReset","relationFromFields":[],"isUpdatedAt":false},{"type":"MessageNotice","kind":"object","name":"messageNotices","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToMessageNotice","relationFromFields":[],"isUpdatedAt":false},{"type":"MessageNoticeSetting","kind":"object","name":"noticeSettings","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToMessageNoticeSetting","relationFromFields":[],"isUpdatedAt":false},{"type":"ReportJob","kind":"object","name":"reportJobs","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToReportJob","relationFromFields":[],"isUpdatedAt":false},{"type":"Product","kind":"object","name":"products","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToProduct","relationFromFields":[],"isUpdatedAt":false},{"type":"Sku","kind":"object","name":"skus","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToSku","relationFromFields":[],"isUpdatedAt":false},{"type":"Warehouse","kind":"object","name":"warehouses","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToWarehouse","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"User":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToUser","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"username","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":true,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"passwordHash","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"realname","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"phone","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"email","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"UserStatus","kind":"enum","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"isMain","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"roleId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Role","kind":"object","name":"role","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"RoleToUser","relationFromFields":["roleId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"allowShopIds","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"lastLoginAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"Session","kind":"object","name":"sessions","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SessionToUser","relationFromFields":[],"isUpdatedAt":false},{"type":"PasswordReset","kind":"object","name":"passwordResets","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PasswordResetToUser","relationFromFields":[],"isUpdatedAt":false},{"type":"MessageNotice","kind":"object","name":"messageNotices","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"MessageNoticeToUser","relationFromFields":[],"isUpdatedAt":false},{"type":"MessageNoticeSetting","kind":"object","name":"noticeSettings","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"MessageNoticeSettingToUser","relationFromFields":[],"isUpdatedAt":false},{"type":"ReportJob","kind":"object","name":"reportJobs","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ReportJobToUser","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"Role":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToRole","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"permissions","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"User","kind":"object","name":"users","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"RoleToUser","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","name"]}]},"MenuNode":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"pid","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"path","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"component","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":true,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"titleZh","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"titleEn","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"icon","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"noCache","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"breadcrumb","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"affix","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"hidden","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"redirect","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"kind","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"sort","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"Shop":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToShop","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"platformType","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platform","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"shopName","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"alias","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"site","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"authTime","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"authExpireAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"authFailReason","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"authToken","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"platformRate","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"transferRate","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"vatRate","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"euTaxNumber","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"euTaxType","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"returnWarehouseId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Warehouse","kind":"object","name":"returnWarehouse","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ShopToWarehouse","relationFromFields":["returnWarehouseId"],"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"Order","kind":"object","name":"orders","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"OrderToShop","relationFromFields":[],"isUpdatedAt":false},{"type":"TradebyteRefund","kind":"object","name":"tradebyteRefunds","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ShopToTradebyteRefund","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","platformType","shopName"]}]},"OperateLog":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToOperateLog","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"userId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"username","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"action","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"module","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"detail","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"success","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"errorCode","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"ip","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"ClientErrorLog":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"userId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"level","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"message","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"data","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"route","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"fullPath","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"userAgent","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"fingerprint","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"hourBucket","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"count","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"lastSeenAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["fingerprint","hourBucket"]}]},"Session":{"fields":[{"type":"String","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToSession","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"userId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"User","kind":"object","name":"user","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SessionToUser","relationFromFields":["userId"],"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"expiresAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"revokedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"refreshedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"ip","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"userAgent","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"PasswordReset":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToPasswordReset","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"userId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"User","kind":"object","name":"user","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PasswordResetToUser","relationFromFields":["userId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"codeHash","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"attempts","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"expiresAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"usedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"PlatformOperator":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"username","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":true,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"passwordHash","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"realname","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Bulletin","kind":"object","name":"bulletins","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"BulletinToPlatformOperator","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"Bulletin":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"title","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"content","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"hotFlag","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"alertFlag","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"publishedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"operatorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"PlatformOperator","kind":"object","name":"operator","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"BulletinToPlatformOperator","relationFromFields":["operatorId"],"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[]},"MessageNotice":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToMessageNotice","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"userId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"User","kind":"object","name":"user","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"MessageNoticeToUser","relationFromFields":["userId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"title","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"body","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"params","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"otherBillNum","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"linkData","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"isRead","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"readAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"MessageNoticeSetting":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToMessageNoticeSetting","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"userId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"User","kind":"object","name":"user","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"MessageNoticeSettingToUser","relationFromFields":["userId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"level","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["userId","type"]}]},"ReportJob":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToReportJob","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"userId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"User","kind":"object","name":"user","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ReportJobToUser","relationFromFields":["userId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"reportType","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"filter","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"lang","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"percent","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"messages","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"rowCount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"fileKey","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"fileName","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"attempts","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"heartbeatAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"startedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"finishedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"Product":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToProduct","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"spu","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"nameEn","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"category","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"rejectReason","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"developerId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"platforms","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"mainImage","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"images","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"weight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"length","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"width","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"height","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"declareNameZh","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"declareNameEn","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"declareValue","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"hsCode","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"infringementInfo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"supplierLinks","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"specifications","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"submittedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"reviewedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"Sku","kind":"object","name":"skus","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ProductToSku","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","spu"]}]},"Sku":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToSku","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"productId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Product","kind":"object","name":"product","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ProductToSku","relationFromFields":["productId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"sku","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"ean","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"barcode","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"options","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"aliases","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"price","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"purchasePrice","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"weight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"image","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"isCombo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"abcClass","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"SkuComponent","kind":"object","name":"components","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"comboSku","relationFromFields":[],"isUpdatedAt":false},{"type":"SkuComponent","kind":"object","name":"usedIn","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"componentSku","relationFromFields":[],"isUpdatedAt":false},{"type":"Stock","kind":"object","name":"stocks","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SkuToStock","relationFromFields":[],"isUpdatedAt":false},{"type":"StockLedger","kind":"object","name":"ledger","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SkuToStockLedger","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","sku"]},{"name":null,"fields":["companyId","ean"]},{"name":null,"fields":["companyId","barcode"]}]},"SkuComponent":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"comboSkuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Sku","kind":"object","name":"comboSku","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"comboSku","relationFromFields":["comboSkuId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"componentSkuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Sku","kind":"object","name":"componentSku","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"componentSku","relationFromFields":["componentSkuId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["comboSkuId","componentSkuId"]}]},"Warehouse":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Company","kind":"object","name":"company","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"CompanyToWarehouse","relationFromFields":["companyId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"code","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"country","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"address","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"contact","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"phone","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"priority","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"isDefault","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"Location","kind":"object","name":"locations","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"LocationToWarehouse","relationFromFields":[],"isUpdatedAt":false},{"type":"Stock","kind":"object","name":"stocks","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"StockToWarehouse","relationFromFields":[],"isUpdatedAt":false},{"type":"Shop","kind":"object","name":"returnShops","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ShopToWarehouse","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","name"]}]},"Location":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Warehouse","kind":"object","name":"warehouse","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"LocationToWarehouse","relationFromFields":["warehouseId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"code","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"zone","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["warehouseId","code"]}]},"Stock":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Sku","kind":"object","name":"sku","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SkuToStock","relationFromFields":["skuId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Warehouse","kind":"object","name":"warehouse","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"StockToWarehouse","relationFromFields":["warehouseId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"occupied","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"inTransit","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"preSale","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"safe","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"purchasePrice","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["warehouseId","skuId"]}]},"StockLocation":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"locationId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["locationId","skuId"]}]},"StockLot":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"receivedAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantityIn","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantityLeft","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"unitCost","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"StockLedger":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Sku","kind":"object","name":"sku","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SkuToStockLedger","relationFromFields":["skuId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"locationId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantityChange","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"occupiedChange","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantityAfter","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"occupiedAfter","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"unitCost","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billType","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"operatorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"StockOccupation":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"sourceType","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"sourceNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"releasedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"StockBill":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"direction","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"operatorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"confirmedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"StockBillLine","kind":"object","name":"lines","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"StockBillToStockBillLine","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","billNo"]}]},"StockBillLine":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"billId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"StockBill","kind":"object","name":"bill","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"StockBillToStockBillLine","relationFromFields":["billId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"locationId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"unitPrice","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"TransferOrder":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"fromWarehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"toWarehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"dispatcherId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"freight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"costSharing","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"trackingNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"shippedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"receivedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"TransferOrderLine","kind":"object","name":"lines","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"TransferOrderToTransferOrderLine","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","billNo"]}]},"TransferOrderLine":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"transferId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"TransferOrder","kind":"object","name":"transfer","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"TransferOrderToTransferOrderLine","relationFromFields":["transferId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"receivedQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"freightShare","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"toLocationId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"AssembleSheet":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"comboSkuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"processed","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"startedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"completedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","billNo"]}]},"InventoryCountTask":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"taskNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"mode","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"countType","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"startedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"finishedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"InventoryCountLine","kind":"object","name":"lines","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"InventoryCountLineToInventoryCountTask","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","taskNo"]}]},"InventoryCountLine":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"taskId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"InventoryCountTask","kind":"object","name":"task","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"InventoryCountLineToInventoryCountTask","relationFromFields":["taskId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"locationId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"bookQty","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"countedQty","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"countedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["taskId","skuId","locationId"]}]},"BarcodeBatch":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"number","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"prefix","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"PackagingMaterial":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"unitPrice","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"weight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"length","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"width","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"height","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","name"]}]},"Order":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"shopId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Shop","kind":"object","name":"shop","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"OrderToShop","relationFromFields":["shopId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"platformType","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platformOrderNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"pullKey","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"orderNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"source","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"abnormalReason","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"heldFromStatus","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"buyerAccount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"buyerName","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"buyerEmail","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"buyerPhone","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"country","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"state","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"city","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"postcode","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"address1","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"address2","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"currency","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"itemsTotal","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"shippingFee","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"discount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"totalAmount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"orderedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"paidAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"shipBy","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"shippedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"completedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"cancelledAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"cancelRequested","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"matched","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"logisticsChannelId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"trackingNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"preShippedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"trackingUploadedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"estimatedWeight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"weight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"buyerNote","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"sellerNote","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"tags","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"parentId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"mergedIntoId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"pickListId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"sortSlot","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"verifiedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"collectStatus","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"outboundAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"bagId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"rulesPending","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"OrderItem","kind":"object","name":"items","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"OrderToOrderItem","relationFromFields":[],"isUpdatedAt":false},{"type":"OrderHistory","kind":"object","name":"history","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"OrderToOrderHistory","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","orderNo"]},{"name":null,"fields":["shopId","pullKey"]}]},"OrderItem":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orderId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Order","kind":"object","name":"order","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"OrderToOrderItem","relationFromFields":["orderId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platformItemId","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platformSku","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"title","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"image","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"unitPrice","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"matchedBy","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"unitsPerItem","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"allocated","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"isGift","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"giftRuleId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"verified","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"OrderHistory":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orderId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Order","kind":"object","name":"order","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"OrderToOrderHistory","relationFromFields":["orderId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"action","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"fromStatus","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"toStatus","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"messageId","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"params","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"operatorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"ShopOrderPull":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"shopId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":true,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"cursor","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"intervalMinutes","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"lastPulledAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"nextPullAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"lockedUntil","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"lastError","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"lastCount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[]},"SkuPairing":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"shopId","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"platformType","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platformSku","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"unitsPerItem","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"operatorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","platformType","shopId","platformSku"]}]},"LogisticsChannel":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"carrier","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"code","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"maxWeight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"usesNumberPool","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"trackingUrl","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","name"]}]},"TrackingNumber":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"channelId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"number","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"used","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orderId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"usedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","channelId","number"]}]},"LogisticsRule":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"priority","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"conditions","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"logisticsChannelId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[]},"GiftRule":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"priority","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"conditions","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"giftSkuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"giftQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"startAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"endAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[]},"ShippingBlacklist":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"platformType","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"buyerAccount","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"cause","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"causeText","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"operatorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"removedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"PickListTemplate":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"fontSize","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"maxOrders","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"minOrders","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"fields","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"imageUrl","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","name"]}]},"PickList":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"pickNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"templateId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orderCount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"operatorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"wallRows","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"wallCols","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","pickNo"]}]},"ShippingBag":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"bagNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"channelId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orderCount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"weight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"closedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","bagNo"]}]},"TrackingRecord":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orderId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"trackingNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"channelId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"carrier","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"lastEvent","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"events","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"autoTrack","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"deletedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"shippedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"deliveredAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"transitDays","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"queryCount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"lastQueriedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"submittedAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"country","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","trackingNo"]}]},"Supplier":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"preferred","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"website","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"contact","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"phone","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"address","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"bankName","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"accountNumber","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"payee","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"deliveryDays","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"taxRate","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"wholesaleMemberId","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"wholesaleShopName","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"enabled","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"SupplierProduct","kind":"object","name":"products","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SupplierToSupplierProduct","relationFromFields":[],"isUpdatedAt":false},{"type":"PurchaseOrder","kind":"object","name":"purchaseOrders","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToSupplier","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","name"]}]},"SupplierProduct":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"supplierId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Supplier","kind":"object","name":"supplier","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"SupplierToSupplierProduct","relationFromFields":["supplierId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"preferred","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"purchasePrice","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"moq","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"purchaseLink","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["supplierId","skuId"]}]},"WholesalePairing":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"supplierId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"productUrl","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"offerId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"specId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"specText","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"title","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"priceTiers","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"ratio","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","skuId"]}]},"PurchaseSetting":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"minStockingDays","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"maxStockingDays","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"safeDays","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"moq","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"minOrderDays","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"stockFloor","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"salesWeights","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"orderCoefficients","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Json","kind":"scalar","name":"salesCoefficients","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"suspended","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"supplierId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","skuId"]}]},"PurchasePlanItem":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"supplierId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"suggestedQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"source","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"alerted","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"createdById","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","skuId","warehouseId"]}]},"PurchaseOrder":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"orderNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"supplierId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Supplier","kind":"object","name":"supplier","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToSupplier","relationFromFields":["supplierId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"warehouseId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"purchaserId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"orderWay","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"procurementType","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"orderDate","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"eta","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"auditRemark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"auditorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"auditedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"paymentStatus","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"freight","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"otherFee","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"discount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"trackingNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"courier","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"wholesaleOrderNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"shippedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"signedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"cancelledAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"alerted","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"PurchaseOrderLine","kind":"object","name":"lines","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToPurchaseOrderLine","relationFromFields":[],"isUpdatedAt":false},{"type":"PurchasePayment","kind":"object","name":"payments","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToPurchasePayment","relationFromFields":[],"isUpdatedAt":false},{"type":"PurchaseReceipt","kind":"object","name":"receipts","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToPurchaseReceipt","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","orderNo"]}]},"PurchaseOrderLine":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"purchaseOrderId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"PurchaseOrder","kind":"object","name":"purchaseOrder","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToPurchaseOrderLine","relationFromFields":["purchaseOrderId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"unitPrice","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"receivedQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"goodQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"defectiveQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"wholesaleSpecId","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"PurchasePayment":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"purchaseOrderId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"PurchaseOrder","kind":"object","name":"purchaseOrder","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToPurchasePayment","relationFromFields":["purchaseOrderId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"kind","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"amount","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"auditRemark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"requesterId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"auditorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"auditedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","billNo"]}]},"PurchaseReceipt":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"receiptNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"purchaseOrderId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"PurchaseOrder","kind":"object","name":"purchaseOrder","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseOrderToPurchaseReceipt","relationFromFields":["purchaseOrderId"],"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"trackingNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"courier","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"boxes","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"packaging","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"signerId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"signedAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"inspectorId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"inspectedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"inspectionNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"attachment","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"overReceived","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"PurchaseReceiptLine","kind":"object","name":"lines","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseReceiptToPurchaseReceiptLine","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","receiptNo"]}]},"PurchaseReceiptLine":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"receiptId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"PurchaseReceipt","kind":"object","name":"receipt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"PurchaseReceiptToPurchaseReceiptLine","relationFromFields":["receiptId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"purchaseOrderLineId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"receivedQuantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"goodQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"defectiveQuantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"goodLocationId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"defectiveLocationId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"overDue","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"AbnormalReceipt":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"billNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"purchaseOrderId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"receiptId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"type","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"method","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"reviewerId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"reviewedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"completedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"createdById","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true},{"type":"AbnormalReceiptLine","kind":"object","name":"lines","isRequired":true,"isList":true,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"AbnormalReceiptToAbnormalReceiptLine","relationFromFields":[],"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","billNo"]}]},"AbnormalReceiptLine":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"abnormalReceiptId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"AbnormalReceipt","kind":"object","name":"abnormalReceipt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"AbnormalReceiptToAbnormalReceiptLine","relationFromFields":["abnormalReceiptId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"skuId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"waybillNos","isRequired":true,"isList":true,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"receiptPrice","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"refundAmount","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["abnormalReceiptId","skuId"]}]},"WholesaleOrder":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"purchaseOrderId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platformOrderNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"offerId","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"amount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"trackingNo","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"courier","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Boolean","kind":"scalar","name":"imported","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"lastSyncedAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","platformOrderNo"]}]},"ExchangeRate":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"currency","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"rate","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"updatedBy","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["companyId","currency"]}]},"TradebyteRefund":{"fields":[{"type":"Int","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"shopId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Shop","kind":"object","name":"shop","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"relationName":"ShopToTradebyteRefund","relationFromFields":["shopId"],"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orderId","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platformOrderNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"returnNo","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"platformSku","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"title","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"quantity","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"amount","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"currency","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"reason","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"remark","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"requestedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"handledAt","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"handledBy","isRequired":false,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"createdAt","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"updatedAt","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":true}],"primaryKey":null,"uniqueIndexes":[{"name":null,"fields":["shopId","returnNo"]}]},"OrderSalesDay":{"fields":[{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"day","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"shopId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"platformType","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"currency","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orders","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"amount","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":{"name":null,"fields":["companyId","day","shopId","platformType","currency","status"]},"uniqueIndexes":[]},"OrderSalesDelta":{"fields":[{"type":"BigInt","kind":"scalar","name":"id","isRequired":true,"isList":false,"hasDefaultValue":true,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"companyId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"day","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"shopId","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"platformType","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"currency","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"status","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Int","kind":"scalar","name":"orders","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"Decimal","kind":"scalar","name":"amount","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]},"SchedulerLease":{"fields":[{"type":"String","kind":"scalar","name":"name","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":true,"isUpdatedAt":false},{"type":"String","kind":"scalar","name":"holder","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false},{"type":"DateTime","kind":"scalar","name":"until","isRequired":true,"isList":false,"hasDefaultValue":false,"isUnique":false,"isId":false,"isUpdatedAt":false}],"primaryKey":null,"uniqueIndexes":[]}}}}');
}

// src/graphql/operate-log-plugin.ts
import SchemaBuilder, { BasePlugin } from "@pothos/core";

// src/modules/operate-log/operate-log.service.ts
var SECRET_KEY = /pass(word)?|code|token|secret/i;
function storable(text) {
  return text.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
function redact(value, depth = 0) {
  if (depth > 5) return "\u2026";
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? "***" : redact(v, depth + 1)])
    );
  }
  if (typeof value === "string") return storable(value.length > 500 ? `${value.slice(0, 500)}\u2026` : value);
  return value;
}
async function recordOperation(ctx, entry) {
  const actor = ctx.actor;
  if (!actor) return;
  await ctx.db.operateLog.create({
    data: {
      userId: actor.userId,
      username: actor.username,
      action: entry.action,
      module: entry.module ?? "",
      detail: redact(entry.detail ?? {}),
      success: entry.success,
      errorCode: entry.errorCode ?? "",
      ip: ctx.ip
    }
  });
}
async function recordSignInEvent(platform, entry) {
  await unscopedDb(platform.database.prisma, "sign-in happens before the request has a company").operateLog.create({
    data: {
      companyId: entry.companyId,
      userId: entry.userId,
      username: entry.username,
      action: entry.action,
      module: entry.module ?? "auth",
      detail: redact(entry.detail ?? {}),
      success: entry.success,
      errorCode: entry.errorCode ?? "",
      ip: entry.ip
    }
  });
}
function operateLogWhere(ctx, filter2 = {}) {
  assertCan(ctx, "operateLog");
  return {
    ...filter2.userId ? { userId: filter2.userId } : {},
    ...filter2.action ? { action: { contains: filter2.action, mode: "insensitive" } } : {},
    ...filter2.module ? { module: filter2.module } : {},
    ...filter2.success != null ? { success: filter2.success } : {},
    ...filter2.from || filter2.to ? { createdAt: { ...filter2.from ? { gte: filter2.from } : {}, ...filter2.to ? { lte: filter2.to } : {} } } : {}
  };
}

// src/graphql/operate-log-plugin.ts
var OperateLogPlugin = class extends BasePlugin {
  wrapResolve(resolver, fieldConfig) {
    if (fieldConfig.parentType !== "Mutation") return resolver;
    const action = fieldConfig.name;
    const module = String(fieldConfig.extensions?.operateModule ?? "");
    return async (parent, args, context, info) => {
      const ctx = context;
      try {
        const result = await resolver(parent, args, context, info);
        if (ctx.actor) await recordOperation(ctx, { action, module, detail: args, success: true });
        return result;
      } catch (err) {
        if (ctx.actor) {
          const code = err.messageId ?? "unexpected";
          await recordOperation(ctx, { action, module, detail: args, success: false, errorCode: code });
        }
        throw err;
      }
    };
  }
};
SchemaBuilder.registerPlugin("operateLog", OperateLogPlugin);

// src/graphql/text-input-plugin.ts
import SchemaBuilder2, { BasePlugin as BasePlugin2 } from "@pothos/core";

// src/platform/text-match.ts
function sameTextIgnoringCase(value) {
  return { equals: value.replace(/[\\%_]/g, "\\$&"), mode: "insensitive" };
}
var UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function unstorableField(value, key, depth = 0) {
  if (typeof value === "string") return UNSTORABLE.test(value) ? key : void 0;
  if (depth > 10 || !value || typeof value !== "object" || value instanceof Date) return void 0;
  if (Array.isArray(value)) {
    for (const v of value) {
      const hit = unstorableField(v, key, depth + 1);
      if (hit) return hit;
    }
    return void 0;
  }
  for (const [k, v] of Object.entries(value)) {
    if (UNSTORABLE.test(k)) return key;
    const hit = unstorableField(v, k, depth + 1);
    if (hit) return hit;
  }
  return void 0;
}

// src/graphql/text-input-plugin.ts
var TextInputPlugin = class extends BasePlugin2 {
  wrapResolve(resolver, fieldConfig) {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) => {
      const field = unstorableField(args, fieldConfig.name);
      if (field) throw new ValidationError([{ field, messageId: "validation.invalidCharacters", params: {} }]);
      return resolver(parent, args, context, info);
    };
  }
};
SchemaBuilder2.registerPlugin("textInput", TextInputPlugin);

// src/graphql/builder.ts
var builder = new SchemaBuilder3({
  defaultFieldNullability: false,
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin, ScopeAuthPlugin, DataloaderPlugin, "operateLog", "textInput"],
  prisma: {
    // Resolvers and Pothos' own relation loading go through the caller's company-scoped client.
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String"
  },
  errors: {
    defaultTypes: [ValidationError, BusinessError, NotFoundError, PlanLimitError]
  },
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: !!ctx.actor,
      mainAccount: !!ctx.actor?.isMain,
      permission: (name) => can(ctx.actor, name),
      // The service operator (bulletins); an operator token never sets `actor`.
      operator: !!ctx.operator
    }),
    unauthorizedError: (_parent, ctx, _info, result) => {
      if (!ctx.actor && !ctx.operator) {
        return new GraphQLError(translate(ctx.lang, "auth.tokenMissing"), {
          extensions: { code: "UNAUTHENTICATED", messageId: "auth.tokenMissing", http: { status: 401 } }
        });
      }
      const failure = firstScopeFailure(result.failure);
      const permission = failure?.scope === "permission" ? String(failure.parameter) : failure?.scope ?? "unknown";
      const messageId = failure?.scope === "operator" ? "permission.operatorOnly" : !ctx.actor ? "permission.companyUsersOnly" : failure?.scope === "mainAccount" ? "permission.mainOnly" : "permission.denied";
      return new GraphQLError(translate(ctx.lang, messageId, { permission }), {
        extensions: { code: "FORBIDDEN", messageId, permission }
      });
    }
  }
});
builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
function firstScopeFailure(failure) {
  const f = failure;
  if (!f) return void 0;
  if (f.scope) return f;
  for (const inner of f.failures ?? []) {
    const found = firstScopeFailure(inner);
    if (found) return found;
  }
  return void 0;
}

// src/modules/realtime/realtime.graphql.ts
var RealtimeEventRef = builder.objectRef("RealtimeEvent").implement({
  description: "One event of a private channel; `data` carries the fields spec 01 \xA77 names for the event",
  fields: (t) => ({
    event: t.exposeString("event", { description: "PlatformChatEvent, MessageNoticeEvent, ReportJobEvent or ReportScheduleEvent" }),
    data: t.expose("data", { type: "JSON" })
  })
});
function publishUserEvent(platform, userId, event) {
  platform.events.pubsub.publish("user:notify", userId, event);
}
function mayReceive(actor, event) {
  const shopId = event.data?.shopId;
  if (shopId == null || actor.isMain || actor.allowShopIds.length === 0) return true;
  return actor.allowShopIds.includes(Number(shopId));
}
function localizeEvent(event, lang) {
  if (!event.localize) return event;
  const data = structuredClone(event.data);
  for (const dotted of event.localize.paths) {
    const keys = dotted.split(".");
    let node = data;
    for (const k of keys.slice(0, -1)) node = node?.[k];
    const last = keys[keys.length - 1];
    if (node && typeof node[last] === "string") node[last] = translate(lang, node[last], event.localize.params ?? {});
  }
  return { event: event.event, data };
}
function subscriber(ctx) {
  if (!ctx.actor && ctx.operator) throw new PermissionError("permission.companyUsersOnly");
  return requireActor(ctx);
}
builder.subscriptionFields((t) => ({
  companyEvents: t.field({
    type: RealtimeEventRef,
    authScopes: { loggedIn: true },
    description: "Events of the caller's company (company_notify); shop events only for shops the caller may see",
    subscribe: (_r, _a, ctx) => {
      const actor = subscriber(ctx);
      return pipe(ctx.platform.events.pubsub.subscribe("company:notify", actor.companyId), filter((e) => mayReceive(actor, e)));
    },
    resolve: (event, _a, ctx) => localizeEvent(event, ctx.lang)
  }),
  userEvents: t.field({
    type: RealtimeEventRef,
    authScopes: { loggedIn: true },
    description: "Events for the caller only (user_notify): notices, report jobs and their progress",
    subscribe: (_r, _a, ctx) => ctx.platform.events.pubsub.subscribe("user:notify", subscriber(ctx).userId),
    resolve: (event, _a, ctx) => localizeEvent(event, ctx.lang)
  })
}));

// src/modules/messages/notices.service.ts
async function notify(platform, input) {
  const def = noticeType(input.type);
  if (!def) throw new Error(`unknown notice type ${input.type}`);
  const db = scopedDb(platform.database.prisma, input.companyId);
  const users = await db.user.findMany({ where: { id: { in: input.userIds } }, select: { id: true } });
  if (!users.length) return 0;
  const settings = await db.messageNoticeSetting.findMany({ where: { type: input.type, userId: { in: users.map((u) => u.id) } } });
  const settingOf = new Map(settings.map((s) => [s.userId, s]));
  let created = 0;
  for (const user of users) {
    const setting = settingOf.get(user.id);
    if (setting && !setting.enabled) continue;
    const level = setting?.level ?? def.defaultLevel;
    const notice = await db.messageNotice.create({
      data: {
        companyId: input.companyId,
        userId: user.id,
        type: input.type,
        title: input.title,
        body: input.body ?? "",
        params: input.params ?? {},
        otherBillNum: input.otherBillNum ?? "",
        linkData: input.linkData ?? {},
        isRead: NOTICE_READ.unread
      }
    });
    created++;
    publishUserEvent(platform, user.id, {
      event: "MessageNoticeEvent",
      data: {
        id: notice.id,
        type: notice.type,
        tag: def.group,
        typeName: def.nameId,
        title: notice.title,
        otherBillNum: notice.otherBillNum,
        messageDetail: { stringBody: notice.body },
        levelConfig: { websiteConfig: { level } },
        createTime: notice.createdAt.toISOString()
      },
      localize: { paths: ["title", "typeName", "messageDetail.stringBody"], params: input.params ?? {} }
    });
  }
  return created;
}
function renderNotice(lang, notice) {
  const params = notice.params ?? {};
  return { title: translate(lang, notice.title, params), body: notice.body ? translate(lang, notice.body, params) : "" };
}
var SUMMARY_GROUP_SIZE = 10;
var MARK_READ_IDS_MAX = 1e3;
var groupTypes = (group) => NOTICE_TYPES.filter((t) => t.group === group).map((t) => t.type);
function messageIdsContaining(keyword) {
  const k = keyword.toLowerCase();
  const ids = /* @__PURE__ */ new Set();
  for (const table of Object.values(messages)) {
    for (const [id, text] of Object.entries(table)) if (text.toLowerCase().includes(k)) ids.add(id);
  }
  return [...ids];
}
function noticeWhere(ctx, filter2 = {}) {
  const actor = requireActor(ctx);
  const and = [{ userId: actor.userId }];
  if (filter2.group != null) {
    if (!NOTICE_GROUPS.includes(filter2.group)) throw ValidationError.field("group", "notice.groupInvalid", { value: filter2.group });
    and.push({ type: { in: groupTypes(filter2.group) } });
  }
  if (filter2.type != null) {
    if (!noticeType(filter2.type)) throw ValidationError.field("type", "notice.typeInvalid", { value: filter2.type });
    and.push({ type: filter2.type });
  }
  if (filter2.isRead != null) {
    if (filter2.isRead !== NOTICE_READ.read && filter2.isRead !== NOTICE_READ.unread) throw ValidationError.field("isRead", "notice.readFlagInvalid");
    and.push({ isRead: filter2.isRead });
  }
  const keyword = filter2.keyword?.trim();
  if (keyword) {
    const ids = messageIdsContaining(keyword);
    and.push({
      OR: [
        { title: { contains: keyword, mode: "insensitive" } },
        { body: { contains: keyword, mode: "insensitive" } },
        { otherBillNum: { contains: keyword, mode: "insensitive" } },
        ...ids.length ? [{ title: { in: ids } }, { body: { in: ids } }] : []
      ]
    });
  }
  if (filter2.createdFrom) and.push({ createdAt: { gte: filter2.createdFrom } });
  if (filter2.createdTo) and.push({ createdAt: { lte: filter2.createdTo } });
  return { AND: and };
}
var NOTICE_ORDER = [{ id: "desc" }];
async function noticeSummary(ctx) {
  const actor = requireActor(ctx);
  const unread = await ctx.db.messageNotice.groupBy({ by: ["type"], where: { userId: actor.userId, isRead: NOTICE_READ.unread }, _count: { _all: true } });
  const unreadOf = new Map(unread.map((u) => [u.type, u._count._all]));
  const group = await Promise.all(
    NOTICE_GROUPS.map(async (g, tagIndex) => {
      const types = groupTypes(g);
      const messages2 = await ctx.db.messageNotice.findMany({ where: { userId: actor.userId, type: { in: types } }, orderBy: NOTICE_ORDER, take: SUMMARY_GROUP_SIZE });
      return { type: g, title: translate(ctx.lang, `notice.group.${g}`), unRead: types.reduce((n, t) => n + (unreadOf.get(t) ?? 0), 0), tagIndex, messages: messages2 };
    })
  );
  return { count: group.reduce((n, g) => n + g.unRead, 0), group };
}
function unreadNoticeCount(ctx) {
  return ctx.db.messageNotice.count({ where: { userId: requireActor(ctx).userId, isRead: NOTICE_READ.unread } });
}
function newestUnreadNotice(ctx) {
  return ctx.db.messageNotice.findFirst({ where: { userId: requireActor(ctx).userId, isRead: NOTICE_READ.unread }, orderBy: NOTICE_ORDER });
}
var markReadInput = z.object({
  ids: z.array(z.number({ error: "notice.idsInvalid" }).int({ error: "notice.idsInvalid" }).positive({ error: "notice.idsInvalid" }), { error: "notice.idsInvalid" }).max(MARK_READ_IDS_MAX, { error: "notice.idsInvalid" }).optional(),
  all: z.boolean().optional(),
  group: z.string().optional()
}).superRefine((v, c) => {
  if (!v.all && !v.ids?.length) c.addIssue({ code: "custom", path: ["ids"], message: "notice.idsRequired" });
});
async function markNoticesRead(ctx, raw) {
  const actor = requireActor(ctx);
  const input = parseInput(markReadInput, raw);
  if (input.group != null && !NOTICE_GROUPS.includes(input.group)) {
    throw ValidationError.field("group", "notice.groupInvalid", { value: input.group });
  }
  const where = {
    userId: actor.userId,
    isRead: NOTICE_READ.unread,
    ...input.ids?.length && !input.all ? { id: { in: input.ids } } : {},
    ...input.group ? { type: { in: groupTypes(input.group) } } : {}
  };
  const { count } = await ctx.db.messageNotice.updateMany({ where, data: { isRead: NOTICE_READ.read, readAt: /* @__PURE__ */ new Date() } });
  if (!count) throw new BusinessError("NoNeedToMarkReadContentYet");
  return { updated: count };
}
async function noticeSettings(ctx) {
  const actor = requireActor(ctx);
  const stored = await ctx.db.messageNoticeSetting.findMany({ where: { userId: actor.userId } });
  const byType = new Map(stored.map((s) => [s.type, s]));
  return NOTICE_TYPES.map((def) => {
    const s = byType.get(def.type);
    return { type: def.type, typeName: def.nameId, group: def.group, level: s?.level ?? def.defaultLevel, enabled: s?.enabled ?? true };
  });
}
var settingsInput = z.array(z.object({ type: z.string(), level: z.string(), enabled: z.boolean() }), { error: "validation.required" }).max(NOTICE_TYPES.length * 2);
async function updateNoticeSettings(ctx, raw) {
  const actor = requireActor(ctx);
  const input = parseInput(settingsInput, raw);
  const issues = input.flatMap((s, i) => [
    ...noticeType(s.type) ? [] : [{ field: `${i}.type`, messageId: "notice.typeInvalid", params: { field: "field.type", value: s.type } }],
    ...NOTICE_LEVELS.includes(s.level) ? [] : [{ field: `${i}.level`, messageId: "notice.levelInvalid", params: { field: "field.level", value: s.level } }]
  ]);
  if (issues.length) throw new ValidationError(issues);
  if (input.length) {
    await ctx.db.$transaction(
      input.map(
        (s) => ctx.db.messageNoticeSetting.upsert({
          where: { userId_type: { userId: actor.userId, type: s.type } },
          create: { companyId: actor.companyId, userId: actor.userId, type: s.type, level: s.level, enabled: s.enabled },
          update: { level: s.level, enabled: s.enabled }
        })
      )
    );
  }
  return noticeSettings(ctx);
}

export {
  parseLang,
  isMessageId,
  translate,
  NOTICE_READ,
  NOTICE_GROUPS,
  NOTICE_TYPE,
  noticeType,
  noticeLinkPath,
  NOTICE_BILL_KEYS,
  REPORT_JOB_STATUS,
  REPORT_JOB_STATUSES,
  REPORT_JOB_RUNNING,
  REPORT_JOB_PAGE_SIZE,
  REPORT_JOB_STALE_MS,
  recordOperation,
  recordSignInEvent,
  operateLogWhere,
  sameTextIgnoringCase,
  unstorableField,
  builder,
  publishUserEvent,
  notify,
  renderNotice,
  noticeWhere,
  NOTICE_ORDER,
  noticeSummary,
  unreadNoticeCount,
  newestUnreadNotice,
  markNoticesRead,
  noticeSettings,
  updateNoticeSettings
};
//# sourceMappingURL=chunk-BCYJEP5R.js.map
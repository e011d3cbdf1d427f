; ModuleID = 'snprintf_fmt.c'
source_filename = "snprintf_fmt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.sizes = private unnamed_addr constant [4 x i32] [i32 16, i32 10, i32 5, i32 1], align 16
@.str = private unnamed_addr constant [12 x i8] c"value=%d;%s\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"tail\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"size %d: returned %d, buf='%s', strlen=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"size 0: returned %d, buf[0]='%c'\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"NULL,0: returned %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"%s-%d-%f\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [22 x i8] c"%5d|%-5d|%05.1f|%x|%s\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [25 x i8] c"sprintf returned %d: %s\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1, !dbg !70
@__const.main.words = private unnamed_addr constant [6 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 16
@.str.17 = private unnamed_addr constant [41 x i8] c"append %s -> trunc=%d len=%zu line='%s'\0A\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [16 x i8] c"%ld cents = %s\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [14 x i8] c"%-8s|%6s|%8s\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [4 x i8] c"qty\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [6 x i8] c"price\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !93
@.str.24 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !95
@.str.25 = private unnamed_addr constant [6 x i8] c"melon\00", align 1, !dbg !97
@__const.main.items.rel = private unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @__const.main.items.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @__const.main.items.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @__const.main.items.rel to i64)) to i32)], align 4
@__const.main.qty = private unnamed_addr constant [3 x i32] [i32 3, i32 12, i32 1], align 4
@__const.main.price = private unnamed_addr constant [3 x double] [double 5.000000e-01, double 2.500000e-01, double 3.750000e+00], align 16
@.str.26 = private unnamed_addr constant [16 x i8] c"%-8s|%6d|%8.2f\0A\00", align 1, !dbg !99
@.str.27 = private unnamed_addr constant [20 x i8] c"%s(total %d chars)\0A\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [3 x i8] c"%u\00", align 1, !dbg !106
@.str.29 = private unnamed_addr constant [4 x i8] c"%#x\00", align 1, !dbg !108
@.str.30 = private unnamed_addr constant [4 x i8] c"%#o\00", align 1, !dbg !110
@.str.31 = private unnamed_addr constant [29 x i8] c"%s %s %s (lens %zu %zu %zu)\0A\00", align 1, !dbg !112
@.str.33 = private unnamed_addr constant [6 x i8] c"12345\00", align 1, !dbg !117
@.str.34 = private unnamed_addr constant [28 x i8] c"exact fit returned %d '%s'\0A\00", align 1, !dbg !119
@.str.35 = private unnamed_addr constant [7 x i8] c"123456\00", align 1, !dbg !124
@.str.36 = private unnamed_addr constant [27 x i8] c"one over returned %d '%s'\0A\00", align 1, !dbg !129
@.str.37 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !134
@.str.38 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1, !dbg !136
@.str.39 = private unnamed_addr constant [7 x i8] c".%02ld\00", align 1, !dbg !138

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !156 {
  %1 = alloca [32 x i8], align 16, !DIAssignID !224
  %2 = alloca [16 x i8], align 16, !DIAssignID !225
    #dbg_assign(i1 undef, !161, !DIExpression(), !225, ptr %2, !DIExpression(), !226)
  %3 = alloca [256 x i8], align 16, !DIAssignID !227
    #dbg_assign(i1 undef, !170, !DIExpression(), !227, ptr %3, !DIExpression(), !226)
  %4 = alloca [40 x i8], align 16, !DIAssignID !228
    #dbg_assign(i1 undef, !176, !DIExpression(), !228, ptr %4, !DIExpression(), !226)
  %5 = alloca [6 x i64], align 16, !DIAssignID !229
    #dbg_assign(i1 undef, !189, !DIExpression(), !229, ptr %5, !DIExpression(), !226)
  %6 = alloca [64 x i8], align 16, !DIAssignID !230
    #dbg_assign(i1 undef, !194, !DIExpression(), !230, ptr %6, !DIExpression(), !231)
  %7 = alloca [1024 x i8], align 16, !DIAssignID !232
    #dbg_assign(i1 undef, !200, !DIExpression(), !232, ptr %7, !DIExpression(), !226)
  %8 = alloca [16 x i8], align 16, !DIAssignID !233
    #dbg_assign(i1 undef, !217, !DIExpression(), !233, ptr %8, !DIExpression(), !234)
  %9 = alloca [16 x i8], align 16, !DIAssignID !235
    #dbg_assign(i1 undef, !220, !DIExpression(), !235, ptr %9, !DIExpression(), !234)
  %10 = alloca [16 x i8], align 16, !DIAssignID !236
    #dbg_assign(i1 undef, !221, !DIExpression(), !236, ptr %10, !DIExpression(), !234)
  %11 = alloca [6 x i8], align 1, !DIAssignID !237
    #dbg_assign(i1 undef, !222, !DIExpression(), !237, ptr %11, !DIExpression(), !226)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8, !dbg !238
    #dbg_value(i32 0, !164, !DIExpression(), !239)
  br label %21, !dbg !240

12:                                               ; preds = %21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !241, !DIAssignID !242
    #dbg_assign(i1 undef, !161, !DIExpression(), !242, ptr %2, !DIExpression(), !226)
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %2, i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef 1234567) #8, !dbg !243
    #dbg_value(i32 %13, !169, !DIExpression(), !226)
  %14 = load i8, ptr %2, align 16, !dbg !244, !tbaa !245
  %15 = sext i8 %14 to i32, !dbg !244
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13, i32 noundef %15), !dbg !248
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i32 noundef -77, double noundef 2.500000e+00) #8, !dbg !249
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17), !dbg !250
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #8, !dbg !251
  %19 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 42, i32 noundef 42, double noundef 3.141590e+00, i32 noundef 255, ptr noundef nonnull @.str.9) #8, !dbg !252
    #dbg_value(i32 %19, !174, !DIExpression(), !226)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %19, ptr noundef nonnull %3), !dbg !253
    #dbg_value(i64 0, !175, !DIExpression(), !226)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #8, !dbg !254
  store i8 0, ptr %4, align 16, !dbg !255, !tbaa !245, !DIAssignID !256
    #dbg_assign(i8 0, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !256, ptr %4, !DIExpression(), !226)
    #dbg_assign(i1 undef, !180, !DIExpression(), !257, ptr @__const.main.words, !DIExpression(), !226)
    #dbg_value(i32 0, !184, !DIExpression(), !258)
    #dbg_value(i64 0, !175, !DIExpression(), !226)
  br label %38, !dbg !259

21:                                               ; preds = %0, %21
  %22 = phi i64 [ 0, %0 ], [ %29, %21 ]
    #dbg_value(i64 %22, !164, !DIExpression(), !239)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !260, !DIAssignID !261
    #dbg_assign(i1 undef, !161, !DIExpression(), !261, ptr %2, !DIExpression(), !226)
  %23 = getelementptr inbounds [4 x i32], ptr @__const.main.sizes, i64 0, i64 %22, !dbg !262
  %24 = load i32, ptr %23, align 4, !dbg !262, !tbaa !263
  %25 = sext i32 %24 to i64, !dbg !265
  %26 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %2, i64 noundef %25, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #8, !dbg !266
    #dbg_value(i32 %26, !166, !DIExpression(), !267)
  %27 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #9, !dbg !268
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, i32 noundef %26, ptr noundef nonnull %2, i64 noundef %27), !dbg !269
  %29 = add nuw nsw i64 %22, 1, !dbg !270
    #dbg_value(i64 %29, !164, !DIExpression(), !239)
  %30 = icmp eq i64 %29, 4, !dbg !271
  br i1 %30, label %12, label %21, !dbg !240, !llvm.loop !272

31:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #8, !dbg !276
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false), !dbg !277, !DIAssignID !278
    #dbg_assign(i8 0, !189, !DIExpression(), !278, ptr %5, !DIExpression(), !226)
  %32 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !277
  store i64 5, ptr %32, align 8, !dbg !277, !DIAssignID !279
    #dbg_assign(i64 5, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !279, ptr %32, !DIExpression(), !226)
  %33 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !277
  store i64 100, ptr %33, align 16, !dbg !277, !DIAssignID !280
    #dbg_assign(i64 100, !189, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280, ptr %33, !DIExpression(), !226)
  %34 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !277
  store i64 123456, ptr %34, align 8, !dbg !277, !DIAssignID !281
    #dbg_assign(i64 123456, !189, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !281, ptr %34, !DIExpression(), !226)
  %35 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !277
  store i64 -98765432, ptr %35, align 16, !dbg !277, !DIAssignID !282
    #dbg_assign(i64 -98765432, !189, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !282, ptr %35, !DIExpression(), !226)
  %36 = getelementptr inbounds i8, ptr %5, i64 40, !dbg !277
  store i64 100000000000, ptr %36, align 8, !dbg !277, !DIAssignID !283
    #dbg_assign(i64 100000000000, !189, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !283, ptr %36, !DIExpression(), !226)
    #dbg_value(i32 0, !192, !DIExpression(), !284)
  %37 = getelementptr inbounds i8, ptr %6, i64 1
  br label %61, !dbg !285

38:                                               ; preds = %12, %38
  %39 = phi i64 [ 0, %12 ], [ %57, %38 ]
  %40 = phi i64 [ 0, %12 ], [ %54, %38 ]
    #dbg_value(i64 %39, !184, !DIExpression(), !258)
    #dbg_value(i64 %40, !175, !DIExpression(), !226)
  %41 = getelementptr inbounds [6 x ptr], ptr @__const.main.words, i64 0, i64 %39, !dbg !286
  %42 = load ptr, ptr %41, align 8, !dbg !286, !tbaa !287
    #dbg_value(ptr %4, !289, !DIExpression(), !301)
    #dbg_value(i64 40, !296, !DIExpression(), !301)
    #dbg_value(ptr undef, !297, !DIExpression(), !301)
    #dbg_value(ptr %42, !298, !DIExpression(), !301)
    #dbg_value(i64 %39, !299, !DIExpression(DW_OP_constu, 11, DW_OP_mul, DW_OP_stack_value), !301)
  %43 = getelementptr inbounds i8, ptr %4, i64 %40, !dbg !303
  %44 = sub i64 40, %40, !dbg !304
  %45 = trunc i64 %39 to i32, !dbg !305
  %46 = mul i32 %45, 11, !dbg !305
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %43, i64 noundef %44, ptr noundef nonnull @.str.37, ptr noundef %42, i32 noundef %46) #8, !dbg !305
    #dbg_value(i32 %47, !300, !DIExpression(), !301)
  %48 = icmp slt i32 %47, 0, !dbg !306
  %49 = zext nneg i32 %47 to i64, !dbg !308
  %50 = icmp ule i64 %44, %49, !dbg !308
  %51 = add i64 %40, %49, !dbg !308
  %52 = select i1 %50, i64 39, i64 %51, !dbg !308
  %53 = zext i1 %50 to i32, !dbg !308
  %54 = select i1 %48, i64 %40, i64 %52, !dbg !308
  %55 = select i1 %48, i32 -1, i32 %53, !dbg !308
    #dbg_value(i64 %54, !175, !DIExpression(), !226)
    #dbg_value(i32 %55, !186, !DIExpression(), !309)
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %42, i32 noundef %55, i64 noundef %54, ptr noundef nonnull %4), !dbg !310
  %57 = add nuw nsw i64 %39, 1, !dbg !311
    #dbg_value(i64 %57, !184, !DIExpression(), !258)
  %58 = icmp eq i64 %57, 6, !dbg !312
  br i1 %58, label %31, label %38, !dbg !259, !llvm.loop !313

59:                                               ; preds = %96
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %7) #8, !dbg !315
    #dbg_value(i32 0, !204, !DIExpression(), !226)
  %60 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22) #8, !dbg !316
    #dbg_value(i32 %60, !204, !DIExpression(), !226)
    #dbg_assign(i1 undef, !205, !DIExpression(), !317, ptr poison, !DIExpression(), !226)
    #dbg_assign(i1 undef, !207, !DIExpression(), !318, ptr @__const.main.qty, !DIExpression(), !226)
    #dbg_assign(i1 undef, !209, !DIExpression(), !319, ptr @__const.main.price, !DIExpression(), !226)
    #dbg_value(i32 0, !212, !DIExpression(), !320)
  br label %104, !dbg !321

61:                                               ; preds = %31, %96
  %62 = phi i64 [ 0, %31 ], [ %100, %96 ]
    #dbg_value(i64 %62, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #8, !dbg !322
  %63 = getelementptr inbounds [6 x i64], ptr %5, i64 0, i64 %62, !dbg !323
  %64 = load i64, ptr %63, align 8, !dbg !323, !tbaa !324
    #dbg_assign(i1 undef, !326, !DIExpression(), !224, ptr %1, !DIExpression(), !344)
    #dbg_value(ptr %6, !331, !DIExpression(), !344)
    #dbg_value(i64 %64, !332, !DIExpression(), !344)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !346
  %65 = icmp slt i64 %64, 0, !dbg !347
  %66 = call i64 @llvm.abs.i64(i64 %64, i1 true), !dbg !348
    #dbg_value(i64 %66, !333, !DIExpression(), !344)
  %67 = udiv i64 %66, 100, !dbg !349
  %68 = urem i64 %66, 100, !dbg !350
  %69 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef %67) #8, !dbg !351
    #dbg_value(i32 %69, !334, !DIExpression(), !344)
    #dbg_value(ptr %6, !335, !DIExpression(), !344)
  br i1 %65, label %70, label %71, !dbg !352

70:                                               ; preds = %61
    #dbg_value(ptr %37, !335, !DIExpression(), !344)
  store i8 45, ptr %6, align 16, !dbg !353, !tbaa !245, !DIAssignID !355
    #dbg_assign(i8 45, !194, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !355, ptr %6, !DIExpression(), !231)
  br label %71, !dbg !356

71:                                               ; preds = %70, %61
  %72 = phi ptr [ %37, %70 ], [ %6, %61 ], !dbg !344
    #dbg_value(ptr %72, !335, !DIExpression(), !344)
  %73 = getelementptr inbounds i8, ptr %72, i64 1, !dbg !357
    #dbg_value(ptr %73, !335, !DIExpression(), !344)
  store i8 36, ptr %72, align 1, !dbg !358, !tbaa !245
    #dbg_value(i32 0, !336, !DIExpression(), !359)
  %74 = icmp sgt i32 %69, 0, !dbg !360
  br i1 %74, label %75, label %96, !dbg !361

75:                                               ; preds = %71
  %76 = zext nneg i32 %69 to i64, !dbg !360
  br label %77, !dbg !361

77:                                               ; preds = %92, %75
  %78 = phi i64 [ 0, %75 ], [ %94, %92 ]
  %79 = phi ptr [ %73, %75 ], [ %93, %92 ]
    #dbg_value(ptr %79, !335, !DIExpression(), !344)
    #dbg_value(i64 %78, !336, !DIExpression(), !359)
  %80 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %78, !dbg !362
  %81 = load i8, ptr %80, align 1, !dbg !362, !tbaa !245
  %82 = getelementptr inbounds i8, ptr %79, i64 1, !dbg !363
    #dbg_value(ptr %82, !335, !DIExpression(), !344)
  store i8 %81, ptr %79, align 1, !dbg !364, !tbaa !245
  %83 = trunc nuw nsw i64 %78 to i32, !dbg !365
  %84 = xor i32 %83, -1, !dbg !365
  %85 = add nsw i32 %69, %84, !dbg !365
    #dbg_value(i32 %85, !338, !DIExpression(), !366)
  %86 = icmp sgt i32 %85, 0, !dbg !367
  %87 = urem i32 %85, 3
  %88 = icmp eq i32 %87, 0
  %89 = and i1 %86, %88, !dbg !369
  br i1 %89, label %90, label %92, !dbg !369

90:                                               ; preds = %77
  %91 = getelementptr inbounds i8, ptr %79, i64 2, !dbg !370
    #dbg_value(ptr %91, !335, !DIExpression(), !344)
  store i8 44, ptr %82, align 1, !dbg !371, !tbaa !245
  br label %92, !dbg !372

92:                                               ; preds = %90, %77
  %93 = phi ptr [ %91, %90 ], [ %82, %77 ], !dbg !366
    #dbg_value(ptr %93, !335, !DIExpression(), !344)
  %94 = add nuw nsw i64 %78, 1, !dbg !373
    #dbg_value(i64 %94, !336, !DIExpression(), !359)
  %95 = icmp eq i64 %94, %76, !dbg !360
  br i1 %95, label %96, label %77, !dbg !361, !llvm.loop !374

96:                                               ; preds = %92, %71
  %97 = phi ptr [ %73, %71 ], [ %93, %92 ], !dbg !344
  %98 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %97, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef %68) #8, !dbg !376
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !377
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %64, ptr noundef nonnull %6), !dbg !378
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #8, !dbg !379
  %100 = add nuw nsw i64 %62, 1, !dbg !380
    #dbg_value(i64 %100, !192, !DIExpression(), !284)
  %101 = icmp eq i64 %100, 6, !dbg !381
  br i1 %101, label %59, label %61, !dbg !285, !llvm.loop !382

102:                                              ; preds = %104
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull %7, i32 noundef %118), !dbg !384
    #dbg_value(i32 1, !214, !DIExpression(), !385)
  br label %125, !dbg !386

104:                                              ; preds = %59, %104
  %105 = phi i64 [ 0, %59 ], [ %119, %104 ]
  %106 = phi i32 [ %60, %59 ], [ %118, %104 ]
    #dbg_value(i64 %105, !212, !DIExpression(), !320)
    #dbg_value(i32 %106, !204, !DIExpression(), !226)
  %107 = sext i32 %106 to i64, !dbg !387
  %108 = getelementptr inbounds i8, ptr %7, i64 %107, !dbg !387
  %109 = shl i64 %105, 2, !dbg !389
  %110 = call ptr @llvm.load.relative.i64(ptr @__const.main.items.rel, i64 %109), !dbg !389
  %111 = getelementptr inbounds [3 x i32], ptr @__const.main.qty, i64 0, i64 %105, !dbg !390
  %112 = load i32, ptr %111, align 4, !dbg !390, !tbaa !263
  %113 = getelementptr inbounds [3 x double], ptr @__const.main.price, i64 0, i64 %105, !dbg !391
  %114 = load double, ptr %113, align 8, !dbg !391, !tbaa !392
  %115 = sitofp i32 %112 to double, !dbg !394
  %116 = fmul double %114, %115, !dbg !395
  %117 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %108, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef %110, i32 noundef %112, double noundef %116) #8, !dbg !396
  %118 = add nsw i32 %117, %106, !dbg !397
    #dbg_value(i32 %118, !204, !DIExpression(), !226)
  %119 = add nuw nsw i64 %105, 1, !dbg !398
    #dbg_value(i64 %119, !212, !DIExpression(), !320)
  %120 = icmp eq i64 %119, 3, !dbg !399
  br i1 %120, label %102, label %104, !dbg !321, !llvm.loop !400

121:                                              ; preds = %125
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %11) #8, !dbg !402
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %11, ptr noundef nonnull align 1 dereferenceable(6) @.str.33, i64 6, i1 false), !dbg !403
    #dbg_value(i32 5, !223, !DIExpression(), !226)
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef 5, ptr noundef nonnull %11), !dbg !404
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %11, ptr noundef nonnull align 1 dereferenceable(5) @.str.35, i64 5, i1 false), !dbg !405
  %123 = getelementptr inbounds i8, ptr %11, i64 5, !dbg !405
  store i8 0, ptr %123, align 1, !dbg !405
    #dbg_value(i32 6, !223, !DIExpression(), !226)
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef 6, ptr noundef nonnull %11), !dbg !406
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %11) #8, !dbg !407
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #8, !dbg !407
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #8, !dbg !407
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #8, !dbg !407
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #8, !dbg !407
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8, !dbg !407
  ret i32 0, !dbg !408

125:                                              ; preds = %102, %125
  %126 = phi i32 [ 1, %102 ], [ %134, %125 ]
    #dbg_value(i32 %126, !214, !DIExpression(), !385)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #8, !dbg !409
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #8, !dbg !409
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #8, !dbg !409
  %127 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef %126) #8, !dbg !410
  %128 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef %126) #8, !dbg !411
  %129 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %126) #8, !dbg !412
  %130 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #9, !dbg !413
  %131 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #9, !dbg !414
  %132 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %10) #9, !dbg !415
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %10, i64 noundef %130, i64 noundef %131, i64 noundef %132), !dbg !416
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #8, !dbg !417
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #8, !dbg !417
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #8, !dbg !417
  %134 = mul nuw nsw i32 %126, 13, !dbg !418
    #dbg_value(i32 %134, !214, !DIExpression(), !385)
  %135 = icmp ult i32 %126, 7693, !dbg !419
  br i1 %135, label %125, label %121, !dbg !386, !llvm.loop !420
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !422 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !428 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !431 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !435 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!140}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "snprintf_fmt.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "cb5907c6c4cecd3d7138e493a5c88ca1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 22)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 25)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 6)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 8)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 41)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 16)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 14)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !39, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !56, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !9, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !79, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 20)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !19, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !39, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !39, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 29)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !56, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 28)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 7)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 27)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !126, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !39, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !126, isLocal: true, isDefinition: true)
!140 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !141, globals: !145, splitDebugInlining: false, nameTableKind: None)
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !143, line: 18, baseType: !144)
!143 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!144 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!145 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54, !59, !61, !63, !65, !70, !72, !77, !82, !87, !89, !91, !93, !95, !97, !99, !101, !106, !108, !110, !112, !146, !117, !119, !124, !129, !134, !136, !138}
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !19, isLocal: true, isDefinition: true)
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !157, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !160)
!157 = !DISubroutineType(types: !158)
!158 = !{!159}
!159 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!160 = !{!161, !162, !164, !166, !169, !170, !174, !175, !176, !180, !184, !186, !189, !192, !194, !200, !204, !205, !207, !209, !212, !214, !217, !220, !221, !222, !223}
!161 = !DILocalVariable(name: "buf", scope: !156, file: !2, line: 41, type: !79)
!162 = !DILocalVariable(name: "sizes", scope: !156, file: !2, line: 42, type: !163)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 128, elements: !40)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 43, type: !159)
!165 = distinct !DILexicalBlock(scope: !156, file: !2, line: 43, column: 5)
!166 = !DILocalVariable(name: "r", scope: !167, file: !2, line: 45, type: !159)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 43, column: 33)
!168 = distinct !DILexicalBlock(scope: !165, file: !2, line: 43, column: 5)
!169 = !DILocalVariable(name: "r0", scope: !156, file: !2, line: 49, type: !159)
!170 = !DILocalVariable(name: "big", scope: !156, file: !2, line: 52, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 256)
!174 = !DILocalVariable(name: "r", scope: !156, file: !2, line: 53, type: !159)
!175 = !DILocalVariable(name: "len", scope: !156, file: !2, line: 55, type: !142)
!176 = !DILocalVariable(name: "line", scope: !156, file: !2, line: 56, type: !177)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 40)
!180 = !DILocalVariable(name: "words", scope: !156, file: !2, line: 58, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 384, elements: !57)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 59, type: !159)
!185 = distinct !DILexicalBlock(scope: !156, file: !2, line: 59, column: 5)
!186 = !DILocalVariable(name: "t", scope: !187, file: !2, line: 60, type: !159)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 59, column: 33)
!188 = distinct !DILexicalBlock(scope: !185, file: !2, line: 59, column: 5)
!189 = !DILocalVariable(name: "amounts", scope: !156, file: !2, line: 63, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !191, size: 384, elements: !57)
!191 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 64, type: !159)
!193 = distinct !DILexicalBlock(scope: !156, file: !2, line: 64, column: 5)
!194 = !DILocalVariable(name: "m", scope: !195, file: !2, line: 65, type: !197)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 64, column: 33)
!196 = distinct !DILexicalBlock(scope: !193, file: !2, line: 64, column: 5)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 64)
!200 = !DILocalVariable(name: "table", scope: !156, file: !2, line: 70, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8192, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 1024)
!204 = !DILocalVariable(name: "off", scope: !156, file: !2, line: 71, type: !159)
!205 = !DILocalVariable(name: "items", scope: !156, file: !2, line: 73, type: !206)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 192, elements: !20)
!207 = !DILocalVariable(name: "qty", scope: !156, file: !2, line: 74, type: !208)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 96, elements: !20)
!209 = !DILocalVariable(name: "price", scope: !156, file: !2, line: 75, type: !210)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 192, elements: !20)
!211 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 76, type: !159)
!213 = distinct !DILexicalBlock(scope: !156, file: !2, line: 76, column: 5)
!214 = !DILocalVariable(name: "v", scope: !215, file: !2, line: 80, type: !216)
!215 = distinct !DILexicalBlock(scope: !156, file: !2, line: 80, column: 5)
!216 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!217 = !DILocalVariable(name: "d", scope: !218, file: !2, line: 81, type: !79)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 80, column: 47)
!219 = distinct !DILexicalBlock(scope: !215, file: !2, line: 80, column: 5)
!220 = !DILocalVariable(name: "x", scope: !218, file: !2, line: 81, type: !79)
!221 = !DILocalVariable(name: "o", scope: !218, file: !2, line: 81, type: !79)
!222 = !DILocalVariable(name: "fit", scope: !156, file: !2, line: 88, type: !56)
!223 = !DILocalVariable(name: "rf", scope: !156, file: !2, line: 89, type: !159)
!224 = distinct !DIAssignID()
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 0, scope: !156)
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = distinct !DIAssignID()
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !195)
!232 = distinct !DIAssignID()
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 0, scope: !218)
!235 = distinct !DIAssignID()
!236 = distinct !DIAssignID()
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 41, column: 5, scope: !156)
!239 = !DILocation(line: 0, scope: !165)
!240 = !DILocation(line: 43, column: 5, scope: !165)
!241 = !DILocation(line: 48, column: 5, scope: !156)
!242 = distinct !DIAssignID()
!243 = !DILocation(line: 49, column: 14, scope: !156)
!244 = !DILocation(line: 50, column: 54, scope: !156)
!245 = !{!246, !246, i64 0}
!246 = !{!"omnipotent char", !247, i64 0}
!247 = !{!"Simple C/C++ TBAA"}
!248 = !DILocation(line: 50, column: 5, scope: !156)
!249 = !DILocation(line: 51, column: 37, scope: !156)
!250 = !DILocation(line: 51, column: 5, scope: !156)
!251 = !DILocation(line: 52, column: 5, scope: !156)
!252 = !DILocation(line: 53, column: 13, scope: !156)
!253 = !DILocation(line: 54, column: 5, scope: !156)
!254 = !DILocation(line: 56, column: 5, scope: !156)
!255 = !DILocation(line: 57, column: 13, scope: !156)
!256 = distinct !DIAssignID()
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 0, scope: !185)
!259 = !DILocation(line: 59, column: 5, scope: !185)
!260 = !DILocation(line: 44, column: 9, scope: !167)
!261 = distinct !DIAssignID()
!262 = !DILocation(line: 45, column: 39, scope: !167)
!263 = !{!264, !264, i64 0}
!264 = !{!"int", !246, i64 0}
!265 = !DILocation(line: 45, column: 31, scope: !167)
!266 = !DILocation(line: 45, column: 17, scope: !167)
!267 = !DILocation(line: 0, scope: !167)
!268 = !DILocation(line: 46, column: 82, scope: !167)
!269 = !DILocation(line: 46, column: 9, scope: !167)
!270 = !DILocation(line: 43, column: 29, scope: !168)
!271 = !DILocation(line: 43, column: 23, scope: !168)
!272 = distinct !{!272, !240, !273, !274, !275}
!273 = !DILocation(line: 47, column: 5, scope: !165)
!274 = !{!"llvm.loop.mustprogress"}
!275 = !{!"llvm.loop.unroll.disable"}
!276 = !DILocation(line: 63, column: 5, scope: !156)
!277 = !DILocation(line: 63, column: 10, scope: !156)
!278 = distinct !DIAssignID()
!279 = distinct !DIAssignID()
!280 = distinct !DIAssignID()
!281 = distinct !DIAssignID()
!282 = distinct !DIAssignID()
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !193)
!285 = !DILocation(line: 64, column: 5, scope: !193)
!286 = !DILocation(line: 60, column: 49, scope: !187)
!287 = !{!288, !288, i64 0}
!288 = !{!"any pointer", !246, i64 0}
!289 = !DILocalVariable(name: "buf", arg: 1, scope: !290, file: !2, line: 11, type: !293)
!290 = distinct !DISubprogram(name: "append", scope: !2, file: !2, line: 11, type: !291, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !295)
!291 = !DISubroutineType(types: !292)
!292 = !{!159, !293, !142, !294, !182, !159}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!295 = !{!289, !296, !297, !298, !299, !300}
!296 = !DILocalVariable(name: "cap", arg: 2, scope: !290, file: !2, line: 11, type: !142)
!297 = !DILocalVariable(name: "len", arg: 3, scope: !290, file: !2, line: 11, type: !294)
!298 = !DILocalVariable(name: "word", arg: 4, scope: !290, file: !2, line: 11, type: !182)
!299 = !DILocalVariable(name: "n", arg: 5, scope: !290, file: !2, line: 11, type: !159)
!300 = !DILocalVariable(name: "r", scope: !290, file: !2, line: 12, type: !159)
!301 = !DILocation(line: 0, scope: !290, inlinedAt: !302)
!302 = distinct !DILocation(line: 60, column: 17, scope: !187)
!303 = !DILocation(line: 12, column: 26, scope: !290, inlinedAt: !302)
!304 = !DILocation(line: 12, column: 38, scope: !290, inlinedAt: !302)
!305 = !DILocation(line: 12, column: 13, scope: !290, inlinedAt: !302)
!306 = !DILocation(line: 13, column: 11, scope: !307, inlinedAt: !302)
!307 = distinct !DILexicalBlock(scope: !290, file: !2, line: 13, column: 9)
!308 = !DILocation(line: 13, column: 9, scope: !290, inlinedAt: !302)
!309 = !DILocation(line: 0, scope: !187)
!310 = !DILocation(line: 61, column: 9, scope: !187)
!311 = !DILocation(line: 59, column: 29, scope: !188)
!312 = !DILocation(line: 59, column: 23, scope: !188)
!313 = distinct !{!313, !259, !314, !274, !275}
!314 = !DILocation(line: 62, column: 5, scope: !185)
!315 = !DILocation(line: 70, column: 5, scope: !156)
!316 = !DILocation(line: 72, column: 12, scope: !156)
!317 = distinct !DIAssignID()
!318 = distinct !DIAssignID()
!319 = distinct !DIAssignID()
!320 = !DILocation(line: 0, scope: !213)
!321 = !DILocation(line: 76, column: 5, scope: !213)
!322 = !DILocation(line: 65, column: 9, scope: !195)
!323 = !DILocation(line: 66, column: 22, scope: !195)
!324 = !{!325, !325, i64 0}
!325 = !{!"long", !246, i64 0}
!326 = !DILocalVariable(name: "digits", scope: !327, file: !2, line: 24, type: !341)
!327 = distinct !DISubprogram(name: "fmt_money", scope: !2, file: !2, line: 23, type: !328, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !330)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !293, !191}
!330 = !{!331, !332, !326, !333, !334, !335, !336, !338}
!331 = !DILocalVariable(name: "out", arg: 1, scope: !327, file: !2, line: 23, type: !293)
!332 = !DILocalVariable(name: "cents", arg: 2, scope: !327, file: !2, line: 23, type: !191)
!333 = !DILocalVariable(name: "v", scope: !327, file: !2, line: 25, type: !191)
!334 = !DILocalVariable(name: "n", scope: !327, file: !2, line: 26, type: !159)
!335 = !DILocalVariable(name: "w", scope: !327, file: !2, line: 27, type: !293)
!336 = !DILocalVariable(name: "i", scope: !337, file: !2, line: 31, type: !159)
!337 = distinct !DILexicalBlock(scope: !327, file: !2, line: 31, column: 5)
!338 = !DILocalVariable(name: "left", scope: !339, file: !2, line: 33, type: !159)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 31, column: 33)
!340 = distinct !DILexicalBlock(scope: !337, file: !2, line: 31, column: 5)
!341 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !342)
!342 = !{!343}
!343 = !DISubrange(count: 32)
!344 = !DILocation(line: 0, scope: !327, inlinedAt: !345)
!345 = distinct !DILocation(line: 66, column: 9, scope: !195)
!346 = !DILocation(line: 24, column: 5, scope: !327, inlinedAt: !345)
!347 = !DILocation(line: 25, column: 20, scope: !327, inlinedAt: !345)
!348 = !DILocation(line: 25, column: 14, scope: !327, inlinedAt: !345)
!349 = !DILocation(line: 26, column: 38, scope: !327, inlinedAt: !345)
!350 = !DILocation(line: 37, column: 28, scope: !327, inlinedAt: !345)
!351 = !DILocation(line: 26, column: 13, scope: !327, inlinedAt: !345)
!352 = !DILocation(line: 28, column: 9, scope: !327, inlinedAt: !345)
!353 = !DILocation(line: 29, column: 14, scope: !354, inlinedAt: !345)
!354 = distinct !DILexicalBlock(scope: !327, file: !2, line: 28, column: 9)
!355 = distinct !DIAssignID()
!356 = !DILocation(line: 29, column: 9, scope: !354, inlinedAt: !345)
!357 = !DILocation(line: 30, column: 7, scope: !327, inlinedAt: !345)
!358 = !DILocation(line: 30, column: 10, scope: !327, inlinedAt: !345)
!359 = !DILocation(line: 0, scope: !337, inlinedAt: !345)
!360 = !DILocation(line: 31, column: 23, scope: !340, inlinedAt: !345)
!361 = !DILocation(line: 31, column: 5, scope: !337, inlinedAt: !345)
!362 = !DILocation(line: 32, column: 16, scope: !339, inlinedAt: !345)
!363 = !DILocation(line: 32, column: 11, scope: !339, inlinedAt: !345)
!364 = !DILocation(line: 32, column: 14, scope: !339, inlinedAt: !345)
!365 = !DILocation(line: 33, column: 26, scope: !339, inlinedAt: !345)
!366 = !DILocation(line: 0, scope: !339, inlinedAt: !345)
!367 = !DILocation(line: 34, column: 18, scope: !368, inlinedAt: !345)
!368 = distinct !DILexicalBlock(scope: !339, file: !2, line: 34, column: 13)
!369 = !DILocation(line: 34, column: 22, scope: !368, inlinedAt: !345)
!370 = !DILocation(line: 35, column: 15, scope: !368, inlinedAt: !345)
!371 = !DILocation(line: 35, column: 18, scope: !368, inlinedAt: !345)
!372 = !DILocation(line: 35, column: 13, scope: !368, inlinedAt: !345)
!373 = !DILocation(line: 31, column: 29, scope: !340, inlinedAt: !345)
!374 = distinct !{!374, !361, !375, !274, !275}
!375 = !DILocation(line: 36, column: 5, scope: !337, inlinedAt: !345)
!376 = !DILocation(line: 37, column: 5, scope: !327, inlinedAt: !345)
!377 = !DILocation(line: 38, column: 1, scope: !327, inlinedAt: !345)
!378 = !DILocation(line: 67, column: 9, scope: !195)
!379 = !DILocation(line: 68, column: 5, scope: !196)
!380 = !DILocation(line: 64, column: 29, scope: !196)
!381 = !DILocation(line: 64, column: 23, scope: !196)
!382 = distinct !{!382, !285, !383, !274, !275}
!383 = !DILocation(line: 68, column: 5, scope: !193)
!384 = !DILocation(line: 78, column: 5, scope: !156)
!385 = !DILocation(line: 0, scope: !215)
!386 = !DILocation(line: 80, column: 5, scope: !215)
!387 = !DILocation(line: 77, column: 30, scope: !388)
!388 = distinct !DILexicalBlock(scope: !213, file: !2, line: 76, column: 5)
!389 = !DILocation(line: 77, column: 57, scope: !388)
!390 = !DILocation(line: 77, column: 67, scope: !388)
!391 = !DILocation(line: 77, column: 75, scope: !388)
!392 = !{!393, !393, i64 0}
!393 = !{!"double", !246, i64 0}
!394 = !DILocation(line: 77, column: 86, scope: !388)
!395 = !DILocation(line: 77, column: 84, scope: !388)
!396 = !DILocation(line: 77, column: 16, scope: !388)
!397 = !DILocation(line: 77, column: 13, scope: !388)
!398 = !DILocation(line: 76, column: 29, scope: !388)
!399 = !DILocation(line: 76, column: 23, scope: !388)
!400 = distinct !{!400, !321, !401, !274, !275}
!401 = !DILocation(line: 77, column: 92, scope: !213)
!402 = !DILocation(line: 88, column: 5, scope: !156)
!403 = !DILocation(line: 89, column: 14, scope: !156)
!404 = !DILocation(line: 90, column: 5, scope: !156)
!405 = !DILocation(line: 91, column: 10, scope: !156)
!406 = !DILocation(line: 92, column: 5, scope: !156)
!407 = !DILocation(line: 94, column: 1, scope: !156)
!408 = !DILocation(line: 93, column: 5, scope: !156)
!409 = !DILocation(line: 81, column: 9, scope: !218)
!410 = !DILocation(line: 82, column: 9, scope: !218)
!411 = !DILocation(line: 83, column: 9, scope: !218)
!412 = !DILocation(line: 84, column: 9, scope: !218)
!413 = !DILocation(line: 85, column: 58, scope: !218)
!414 = !DILocation(line: 85, column: 69, scope: !218)
!415 = !DILocation(line: 85, column: 80, scope: !218)
!416 = !DILocation(line: 85, column: 9, scope: !218)
!417 = !DILocation(line: 86, column: 5, scope: !219)
!418 = !DILocation(line: 80, column: 40, scope: !219)
!419 = !DILocation(line: 80, column: 28, scope: !219)
!420 = distinct !{!420, !386, !421, !274, !275}
!421 = !DILocation(line: 86, column: 5, scope: !215)
!422 = !DISubprogram(name: "snprintf", scope: !423, file: !423, line: 378, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!424 = !DISubroutineType(types: !425)
!425 = !{!159, !426, !142, !427, null}
!426 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !293)
!427 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!428 = !DISubprogram(name: "printf", scope: !423, file: !423, line: 356, type: !429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubroutineType(types: !430)
!430 = !{!159, !427, null}
!431 = !DISubprogram(name: "strlen", scope: !432, file: !432, line: 407, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!433 = !DISubroutineType(types: !434)
!434 = !{!144, !182}
!435 = !DISubprogram(name: "sprintf", scope: !423, file: !423, line: 358, type: !436, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubroutineType(types: !437)
!437 = !{!159, !426, !427, null}

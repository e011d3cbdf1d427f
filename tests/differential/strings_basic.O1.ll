; ModuleID = 'strings_basic.c'
source_filename = "strings_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"abd\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"ABC\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1, !dbg !33
@__const.main.strs = private unnamed_addr constant [9 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 16
@.str.9 = private unnamed_addr constant [16 x i8] c"strlen[%d]=%zu\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [4 x i8] c"%2d\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [4 x i8] c"   \00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [17 x i8] c"strncmp n=0: %d\0A\00", align 1, !dbg !44
@.str.14 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !54
@.str.16 = private unnamed_addr constant [6 x i8] c"world\00", align 1, !dbg !56
@.str.17 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1, !dbg !58
@.str.18 = private unnamed_addr constant [15 x i8] c"strncpy short:\00", align 1, !dbg !63
@.str.19 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !68
@.str.20 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1, !dbg !70
@.str.21 = private unnamed_addr constant [14 x i8] c"strncpy long:\00", align 1, !dbg !72
@.str.22 = private unnamed_addr constant [4 x i8] c" %c\00", align 1, !dbg !77
@.str.23 = private unnamed_addr constant [30 x i8] c"/usr/local/lib/libpancam.so.1\00", align 1, !dbg !79
@.str.24 = private unnamed_addr constant [46 x i8] c"basename=%s first dot at %ld last dot at %ld\0A\00", align 1, !dbg !84
@.str.25 = private unnamed_addr constant [65 x i8] c"strchr nul: offset %ld, strrchr missing: %d, strchr missing: %d\0A\00", align 1, !dbg !89
@.str.26 = private unnamed_addr constant [36 x i8] c"the cat sat on the mat with the hat\00", align 1, !dbg !94
@.str.27 = private unnamed_addr constant [64 x i8] c"strstr(the)=%ld strstr(at w)=%ld strstr(dog)=%d strstr(\22\22)=%ld\0A\00", align 1, !dbg !99
@.str.28 = private unnamed_addr constant [4 x i8] c"the\00", align 1, !dbg !104
@.str.31 = private unnamed_addr constant [31 x i8] c"count 'the'=%d 'at'=%d 'a'=%d\0A\00", align 1, !dbg !106
@.str.32 = private unnamed_addr constant [3 x i8] c"at\00", align 1, !dbg !111
@.str.33 = private unnamed_addr constant [3 x i8] c"OG\00", align 1, !dbg !113
@.str.34 = private unnamed_addr constant [14 x i8] c"replaced: %s\0A\00", align 1, !dbg !115
@.str.35 = private unnamed_addr constant [17 x i8] c"dup: %s len=%zu\0A\00", align 1, !dbg !117
@.str.36 = private unnamed_addr constant [25 x i8] c"alpha,beta,,gamma,delta,\00", align 1, !dbg !119
@.str.37 = private unnamed_addr constant [16 x i8] c"field %d: '%s'\0A\00", align 1, !dbg !124
@__const.main.sentence = private unnamed_addr constant [24 x i8] c"one two three four five\00", align 16
@.str.38 = private unnamed_addr constant [20 x i8] c"reversed words: %s\0A\00", align 1, !dbg !126
@.str.39 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1, !dbg !131
@.str.40 = private unnamed_addr constant [5 x i8] c"abba\00", align 1, !dbg !136
@.str.41 = private unnamed_addr constant [5 x i8] c"abca\00", align 1, !dbg !141
@.str.42 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !143
@__const.main.cands = private unnamed_addr constant [5 x ptr] [ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str], align 16
@.str.43 = private unnamed_addr constant [20 x i8] c"'%s' palindrome=%d\0A\00", align 1, !dbg !145
@str = private unnamed_addr constant [11 x i8] c"abc\00\00\00\00\00\00\00\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !169 {
    #dbg_assign(i1 undef, !174, !DIExpression(), !243, ptr @__const.main.strs, !DIExpression(), !244)
  %1 = alloca [64 x i8], align 16, !DIAssignID !245
    #dbg_assign(i1 undef, !191, !DIExpression(), !245, ptr %1, !DIExpression(), !244)
  %2 = alloca [10 x i8], align 1, !DIAssignID !246
    #dbg_assign(i1 undef, !192, !DIExpression(), !246, ptr %2, !DIExpression(), !244)
  %3 = alloca [16 x i8], align 16, !DIAssignID !247
    #dbg_assign(i1 undef, !213, !DIExpression(), !247, ptr %3, !DIExpression(), !248)
  %4 = alloca [24 x i8], align 16, !DIAssignID !249
    #dbg_assign(i1 undef, !214, !DIExpression(), !249, ptr %4, !DIExpression(), !244)
    #dbg_assign(i1 undef, !233, !DIExpression(), !250, ptr @__const.main.cands, !DIExpression(), !244)
    #dbg_assign(i1 undef, !174, !DIExpression(), !251, ptr @__const.main.strs, !DIExpression(), !244)
    #dbg_value(i32 9, !180, !DIExpression(), !244)
    #dbg_value(i32 0, !181, !DIExpression(), !252)
  br label %5, !dbg !253

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %12, %5 ]
    #dbg_value(i64 %6, !181, !DIExpression(), !252)
  %7 = getelementptr inbounds [9 x ptr], ptr @__const.main.strs, i64 0, i64 %6, !dbg !254
  %8 = load ptr, ptr %7, align 8, !dbg !254, !tbaa !256
  %9 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #10, !dbg !260
  %10 = trunc nuw nsw i64 %6 to i32, !dbg !261
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %10, i64 noundef %9), !dbg !261
  %12 = add nuw nsw i64 %6, 1, !dbg !262
    #dbg_value(i64 %12, !181, !DIExpression(), !252)
  %13 = icmp eq i64 %12, 9, !dbg !263
  br i1 %13, label %14, label %5, !dbg !253, !llvm.loop !264

14:                                               ; preds = %5, %43
  %15 = phi i64 [ %45, %43 ], [ 0, %5 ]
    #dbg_value(i64 %15, !183, !DIExpression(), !268)
  %16 = getelementptr inbounds [9 x ptr], ptr @__const.main.strs, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8, !tbaa !256
    #dbg_value(i32 0, !185, !DIExpression(), !269)
  br label %31, !dbg !270

18:                                               ; preds = %43
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0), !dbg !271
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11, !dbg !272
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @.str.14, i64 6, i1 false) #11, !dbg !273
  %20 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !274
  %21 = getelementptr inbounds i8, ptr %1, i64 %20, !dbg !274
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %21, ptr noundef nonnull align 1 dereferenceable(3) @.str.15, i64 3, i1 false), !dbg !274
  %22 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !275
  %23 = getelementptr inbounds i8, ptr %1, i64 %22, !dbg !275
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %23, ptr noundef nonnull align 1 dereferenceable(6) @.str.16, i64 6, i1 false), !dbg !275
  %24 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !276
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %1, i64 noundef %24), !dbg !277
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %2) #11, !dbg !278
    #dbg_assign(i1 undef, !192, !DIExpression(), !279, ptr %2, !DIExpression(), !244)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %2, ptr noundef nonnull align 1 dereferenceable(10) @str, i64 noundef 10, i1 false) #11, !dbg !280
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18), !dbg !281
    #dbg_value(i32 0, !193, !DIExpression(), !282)
  br label %63, !dbg !283

27:                                               ; preds = %31
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11), !dbg !284
    #dbg_value(i32 0, !189, !DIExpression(), !285)
  %29 = getelementptr inbounds [9 x ptr], ptr @__const.main.strs, i64 0, i64 %15
  %30 = load ptr, ptr %29, align 8, !tbaa !256
    #dbg_value(i32 0, !189, !DIExpression(), !285)
  br label %47, !dbg !286

31:                                               ; preds = %14, %31
  %32 = phi i64 [ 0, %14 ], [ %41, %31 ]
    #dbg_value(i64 %32, !185, !DIExpression(), !269)
  %33 = getelementptr inbounds [9 x ptr], ptr @__const.main.strs, i64 0, i64 %32, !dbg !287
  %34 = load ptr, ptr %33, align 8, !dbg !287, !tbaa !256
  %35 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %17, ptr noundef nonnull dereferenceable(1) %34) #10, !dbg !289
    #dbg_value(i32 %35, !290, !DIExpression(), !295)
  %36 = ashr i32 %35, 31, !dbg !297
  %37 = icmp ne i32 %35, 0, !dbg !298
  %38 = zext i1 %37 to i32, !dbg !298
  %39 = or i32 %36, %38, !dbg !298
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %39), !dbg !299
  %41 = add nuw nsw i64 %32, 1, !dbg !300
    #dbg_value(i64 %41, !185, !DIExpression(), !269)
  %42 = icmp eq i64 %41, 9, !dbg !301
  br i1 %42, label %27, label %31, !dbg !270, !llvm.loop !302

43:                                               ; preds = %47
  %44 = tail call i32 @putchar(i32 10), !dbg !304
  %45 = add nuw nsw i64 %15, 1, !dbg !305
    #dbg_value(i64 %45, !183, !DIExpression(), !268)
  %46 = icmp eq i64 %45, 9, !dbg !306
  br i1 %46, label %18, label %14, !dbg !307, !llvm.loop !308

47:                                               ; preds = %27, %47
  %48 = phi i64 [ 0, %27 ], [ %57, %47 ]
    #dbg_value(i64 %48, !189, !DIExpression(), !285)
  %49 = getelementptr inbounds [9 x ptr], ptr @__const.main.strs, i64 0, i64 %48, !dbg !310
  %50 = load ptr, ptr %49, align 8, !dbg !310, !tbaa !256
  %51 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %30, ptr noundef nonnull dereferenceable(1) %50, i64 noundef 2) #10, !dbg !312
    #dbg_value(i32 %51, !290, !DIExpression(), !313)
  %52 = ashr i32 %51, 31, !dbg !315
  %53 = icmp ne i32 %51, 0, !dbg !316
  %54 = zext i1 %53 to i32, !dbg !316
  %55 = or i32 %52, %54, !dbg !316
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %55), !dbg !317
  %57 = add nuw nsw i64 %48, 1, !dbg !318
    #dbg_value(i64 %57, !189, !DIExpression(), !285)
  %58 = icmp eq i64 %57, 9, !dbg !319
  br i1 %58, label %43, label %47, !dbg !286, !llvm.loop !320

59:                                               ; preds = %63
  %60 = call i32 @putchar(i32 10), !dbg !322
    #dbg_assign(i1 undef, !192, !DIExpression(), !323, ptr %2, !DIExpression(), !244)
    #dbg_value(ptr %2, !324, !DIExpression(), !331)
    #dbg_value(ptr @.str.20, !329, !DIExpression(), !331)
    #dbg_value(i64 6, !330, !DIExpression(), !331)
  %61 = getelementptr inbounds i8, ptr %2, i64 6, !dbg !333
  store i32 1482184792, ptr %61, align 1, !dbg !333
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %2, ptr noundef nonnull align 1 dereferenceable(17) @.str.20, i64 noundef 6, i1 false) #11, !dbg !334, !DIAssignID !335
    #dbg_assign(i1 undef, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 48), !335, ptr %2, !DIExpression(), !244)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21), !dbg !336
    #dbg_value(i32 0, !195, !DIExpression(), !337)
  br label %143, !dbg !338

63:                                               ; preds = %18, %63
  %64 = phi i64 [ 0, %18 ], [ %69, %63 ]
    #dbg_value(i64 %64, !193, !DIExpression(), !282)
  %65 = getelementptr inbounds [10 x i8], ptr %2, i64 0, i64 %64, !dbg !339
  %66 = load i8, ptr %65, align 1, !dbg !339, !tbaa !341
  %67 = sext i8 %66 to i32, !dbg !339
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %67), !dbg !342
  %69 = add nuw nsw i64 %64, 1, !dbg !343
    #dbg_value(i64 %69, !193, !DIExpression(), !282)
  %70 = icmp eq i64 %69, 10, !dbg !344
  br i1 %70, label %59, label %63, !dbg !283, !llvm.loop !345

71:                                               ; preds = %143
  %72 = call i32 @putchar(i32 10), !dbg !347
    #dbg_value(ptr @.str.23, !197, !DIExpression(), !244)
    #dbg_value(ptr poison, !198, !DIExpression(), !244)
    #dbg_value(ptr poison, !199, !DIExpression(), !244)
    #dbg_value(ptr poison, !200, !DIExpression(), !244)
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.23, i64 15), i64 noundef 24, i64 noundef 27), !dbg !348
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef 29, i32 noundef 1, i32 noundef 1), !dbg !349
    #dbg_value(ptr @.str.26, !201, !DIExpression(), !244)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef 0, i64 noundef 20, i32 noundef 1, i64 noundef 0), !dbg !350
    #dbg_value(ptr @.str.26, !351, !DIExpression(), !361)
    #dbg_value(ptr @.str.28, !356, !DIExpression(), !361)
    #dbg_value(i32 0, !357, !DIExpression(), !361)
    #dbg_value(i64 poison, !358, !DIExpression(), !361)
    #dbg_value(ptr @.str.26, !359, !DIExpression(), !363)
    #dbg_value(i32 0, !357, !DIExpression(), !361)
    #dbg_value(i64 3, !358, !DIExpression(), !361)
  br label %76, !dbg !364

76:                                               ; preds = %82, %71
  %77 = phi ptr [ @.str.26, %71 ], [ %84, %82 ]
  %78 = phi i32 [ 0, %71 ], [ %79, %82 ]
    #dbg_value(ptr %77, !359, !DIExpression(), !363)
    #dbg_value(i32 %78, !357, !DIExpression(), !361)
  %79 = add nuw nsw i32 %78, 1, !dbg !365
    #dbg_value(i32 %79, !357, !DIExpression(), !361)
  %80 = load i8, ptr %77, align 1, !dbg !368, !tbaa !341
  %81 = icmp eq i8 %80, 0, !dbg !368
  br i1 %81, label %86, label %82, !dbg !370

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %77, i64 3, !dbg !371
  %84 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %83, ptr noundef nonnull readonly dereferenceable(1) @.str.28) #10, !dbg !372
    #dbg_value(ptr %84, !359, !DIExpression(), !363)
    #dbg_value(i32 %79, !357, !DIExpression(), !361)
  %85 = icmp eq ptr %84, null, !dbg !364
  br i1 %85, label %86, label %76, !dbg !364, !llvm.loop !373

86:                                               ; preds = %82, %76
  br label %87, !dbg !375

87:                                               ; preds = %86, %93
  %88 = phi ptr [ %95, %93 ], [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %86 ]
  %89 = phi i32 [ %90, %93 ], [ 0, %86 ]
    #dbg_value(ptr %88, !359, !DIExpression(), !377)
    #dbg_value(i32 %89, !357, !DIExpression(), !378)
  %90 = add nuw nsw i32 %89, 1, !dbg !379
    #dbg_value(i32 %90, !357, !DIExpression(), !378)
  %91 = load i8, ptr %88, align 1, !dbg !380, !tbaa !341
  %92 = icmp eq i8 %91, 0, !dbg !380
  br i1 %92, label %97, label %93, !dbg !381

93:                                               ; preds = %87
  %94 = getelementptr inbounds i8, ptr %88, i64 2, !dbg !382
  %95 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %94, ptr noundef nonnull readonly dereferenceable(1) @.str.32) #10, !dbg !383
    #dbg_value(ptr %95, !359, !DIExpression(), !377)
    #dbg_value(i32 %90, !357, !DIExpression(), !378)
  %96 = icmp eq ptr %95, null, !dbg !375
  br i1 %96, label %97, label %87, !dbg !375, !llvm.loop !384

97:                                               ; preds = %93, %87
  br label %98, !dbg !386

98:                                               ; preds = %97, %104
  %99 = phi ptr [ %106, %104 ], [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %97 ]
  %100 = phi i32 [ %101, %104 ], [ 0, %97 ]
    #dbg_value(ptr %99, !359, !DIExpression(), !388)
    #dbg_value(i32 %100, !357, !DIExpression(), !389)
  %101 = add nuw nsw i32 %100, 1, !dbg !390
    #dbg_value(i32 %101, !357, !DIExpression(), !389)
  %102 = load i8, ptr %99, align 1, !dbg !391, !tbaa !341
  %103 = icmp eq i8 %102, 0, !dbg !391
  br i1 %103, label %108, label %104, !dbg !392

104:                                              ; preds = %98
  %105 = getelementptr inbounds i8, ptr %99, i64 1, !dbg !393
  %106 = call ptr @strchr(ptr nonnull dereferenceable(1) %105, i32 97), !dbg !394
    #dbg_value(ptr %106, !359, !DIExpression(), !388)
    #dbg_value(i32 %101, !357, !DIExpression(), !389)
  %107 = icmp eq ptr %106, null, !dbg !386
  br i1 %107, label %108, label %98, !dbg !386, !llvm.loop !395

108:                                              ; preds = %98, %104
    #dbg_value(i32 %101, !357, !DIExpression(), !389)
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, i32 noundef %79, i32 noundef %90, i32 noundef %101), !dbg !397
    #dbg_value(ptr @.str.26, !398, !DIExpression(), !414)
    #dbg_value(ptr @.str.32, !403, !DIExpression(), !414)
    #dbg_value(ptr @.str.33, !404, !DIExpression(), !414)
    #dbg_value(i64 2, !405, !DIExpression(), !414)
    #dbg_value(i64 2, !406, !DIExpression(), !414)
    #dbg_value(ptr @.str.26, !351, !DIExpression(), !416)
    #dbg_value(ptr @.str.32, !356, !DIExpression(), !416)
    #dbg_value(i32 0, !357, !DIExpression(), !416)
    #dbg_value(i64 poison, !358, !DIExpression(), !416)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @.str.26, i64 5), !359, !DIExpression(), !418)
    #dbg_value(i32 0, !357, !DIExpression(), !416)
    #dbg_value(i64 2, !358, !DIExpression(), !416)
  br label %110, !dbg !419

110:                                              ; preds = %116, %108
  %111 = phi ptr [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %108 ], [ %118, %116 ]
  %112 = phi i32 [ 0, %108 ], [ %113, %116 ]
    #dbg_value(ptr %111, !359, !DIExpression(), !418)
    #dbg_value(i32 %112, !357, !DIExpression(), !416)
  %113 = add nuw nsw i32 %112, 1, !dbg !420
    #dbg_value(i32 %113, !357, !DIExpression(), !416)
  %114 = load i8, ptr %111, align 1, !dbg !421, !tbaa !341
  %115 = icmp eq i8 %114, 0, !dbg !421
  br i1 %115, label %120, label %116, !dbg !422

116:                                              ; preds = %110
  %117 = getelementptr inbounds i8, ptr %111, i64 2, !dbg !423
  %118 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %117, ptr noundef nonnull readonly dereferenceable(1) @.str.32) #10, !dbg !424
    #dbg_value(ptr %118, !359, !DIExpression(), !418)
    #dbg_value(i32 %113, !357, !DIExpression(), !416)
  %119 = icmp eq ptr %118, null, !dbg !419
  br i1 %119, label %120, label %110, !dbg !419, !llvm.loop !425

120:                                              ; preds = %116, %110
    #dbg_value(i32 %113, !357, !DIExpression(), !416)
    #dbg_value(i32 %113, !407, !DIExpression(), !414)
  %121 = shl nuw i32 %113, 1, !dbg !427
  %122 = zext i32 %121 to i64, !dbg !427
  %123 = add nuw nsw i64 %122, 36, !dbg !428
  %124 = call noalias ptr @malloc(i64 noundef %123) #12, !dbg !429
    #dbg_value(ptr %124, !408, !DIExpression(), !414)
  store i8 0, ptr %124, align 1, !dbg !430, !tbaa !341
    #dbg_value(ptr @.str.26, !409, !DIExpression(), !414)
    #dbg_value(ptr %124, !411, !DIExpression(), !414)
  br label %125, !dbg !431

125:                                              ; preds = %125, %120
  %126 = phi ptr [ %135, %125 ], [ getelementptr inbounds (i8, ptr @.str.26, i64 5), %120 ]
  %127 = phi ptr [ %134, %125 ], [ @.str.26, %120 ]
  %128 = phi ptr [ %133, %125 ], [ %124, %120 ]
    #dbg_value(ptr %127, !409, !DIExpression(), !414)
    #dbg_value(ptr %128, !411, !DIExpression(), !414)
  %129 = ptrtoint ptr %126 to i64, !dbg !432
  %130 = ptrtoint ptr %127 to i64, !dbg !432
  %131 = sub i64 %129, %130, !dbg !432
    #dbg_value(i64 %131, !412, !DIExpression(), !433)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %128, ptr nonnull align 1 %127, i64 %131, i1 false), !dbg !434
  %132 = getelementptr inbounds i8, ptr %128, i64 %131, !dbg !435
    #dbg_value(ptr %132, !411, !DIExpression(), !414)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %132, ptr noundef nonnull align 1 dereferenceable(3) @.str.33, i64 3, i1 false) #11, !dbg !436
  %133 = getelementptr inbounds i8, ptr %132, i64 2, !dbg !437
    #dbg_value(ptr %133, !411, !DIExpression(), !414)
  %134 = getelementptr inbounds i8, ptr %126, i64 2, !dbg !438
    #dbg_value(ptr %134, !409, !DIExpression(), !414)
  %135 = call ptr @strstr(ptr noundef nonnull dereferenceable(1) %134, ptr noundef nonnull dereferenceable(1) @.str.32) #10, !dbg !439
    #dbg_value(ptr %135, !410, !DIExpression(), !414)
  %136 = icmp eq ptr %135, null, !dbg !440
  br i1 %136, label %137, label %125, !dbg !431, !llvm.loop !441

137:                                              ; preds = %125
  %138 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %133, ptr noundef nonnull dereferenceable(1) %134) #11, !dbg !443
    #dbg_value(ptr %124, !202, !DIExpression(), !244)
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, ptr noundef nonnull %124), !dbg !444
  %140 = call noalias ptr @strdup(ptr noundef nonnull %124) #11, !dbg !445
    #dbg_value(ptr %140, !204, !DIExpression(), !244)
  call void @free(ptr noundef %124) #11, !dbg !446
  store i8 84, ptr %140, align 1, !dbg !447, !tbaa !341
  %141 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %140) #10, !dbg !448
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.35, ptr noundef nonnull %140, i64 noundef %141), !dbg !449
  call void @free(ptr noundef %140) #11, !dbg !450
    #dbg_value(ptr @.str.36, !205, !DIExpression(), !244)
    #dbg_value(ptr @.str.36, !206, !DIExpression(), !244)
    #dbg_value(i32 0, !207, !DIExpression(), !244)
  br label %151, !dbg !451

143:                                              ; preds = %59, %143
  %144 = phi i64 [ 0, %59 ], [ %149, %143 ]
    #dbg_value(i64 %144, !195, !DIExpression(), !337)
  %145 = getelementptr inbounds [10 x i8], ptr %2, i64 0, i64 %144, !dbg !452
  %146 = load i8, ptr %145, align 1, !dbg !452, !tbaa !341
  %147 = sext i8 %146 to i32, !dbg !452
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %147), !dbg !454
  %149 = add nuw nsw i64 %144, 1, !dbg !455
    #dbg_value(i64 %149, !195, !DIExpression(), !337)
  %150 = icmp eq i64 %149, 10, !dbg !456
  br i1 %150, label %71, label %143, !dbg !338, !llvm.loop !457

151:                                              ; preds = %162, %137
  %152 = phi ptr [ @.str.36, %137 ], [ %168, %162 ], !dbg !244
  %153 = phi i32 [ 0, %137 ], [ %165, %162 ], !dbg !244
    #dbg_value(i32 %153, !207, !DIExpression(), !244)
    #dbg_value(ptr %152, !206, !DIExpression(), !244)
  %154 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %152, i32 noundef 44) #10, !dbg !459
    #dbg_value(ptr %154, !208, !DIExpression(), !248)
  %155 = icmp eq ptr %154, null, !dbg !460
  br i1 %155, label %160, label %156, !dbg !460

156:                                              ; preds = %151
  %157 = ptrtoint ptr %154 to i64, !dbg !461
  %158 = ptrtoint ptr %152 to i64, !dbg !461
  %159 = sub i64 %157, %158, !dbg !461
  br label %162, !dbg !460

160:                                              ; preds = %151
  %161 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %152) #10, !dbg !462
  br label %162, !dbg !460

162:                                              ; preds = %160, %156
  %163 = phi i64 [ %159, %156 ], [ %161, %160 ], !dbg !460
    #dbg_value(i64 %163, !212, !DIExpression(), !248)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11, !dbg !463
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 1 %152, i64 %163, i1 false), !dbg !464
  %164 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 %163, !dbg !465
  store i8 0, ptr %164, align 1, !dbg !466, !tbaa !341
  %165 = add nuw nsw i32 %153, 1, !dbg !467
    #dbg_value(i32 %165, !207, !DIExpression(), !244)
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %153, ptr noundef nonnull %3), !dbg !468
  %167 = getelementptr inbounds i8, ptr %154, i64 1, !dbg !469
  %168 = select i1 %155, ptr %152, ptr %167, !dbg !469
    #dbg_value(ptr %168, !206, !DIExpression(), !244)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11, !dbg !470
  br i1 %155, label %169, label %151

169:                                              ; preds = %162
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !471
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.sentence, i64 24, i1 false), !dbg !472, !DIAssignID !473
    #dbg_assign(i1 undef, !214, !DIExpression(), !473, ptr %4, !DIExpression(), !244)
  %170 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %4) #10, !dbg !474
    #dbg_value(i64 %170, !218, !DIExpression(), !244)
    #dbg_value(i64 0, !219, !DIExpression(), !475)
  %171 = lshr i64 %170, 1
    #dbg_value(i64 0, !219, !DIExpression(), !475)
  %172 = icmp ult i64 %170, 2, !dbg !476
  br i1 %172, label %173, label %176, !dbg !477

173:                                              ; preds = %176, %169
    #dbg_value(ptr %4, !224, !DIExpression(), !244)
  %174 = load i8, ptr %4, align 16, !dbg !478, !tbaa !341
  %175 = icmp eq i8 %174, 0, !dbg !479
  br i1 %175, label %212, label %186, !dbg !479

176:                                              ; preds = %169, %176
  %177 = phi i64 [ %184, %176 ], [ 0, %169 ]
    #dbg_value(i64 %177, !219, !DIExpression(), !475)
  %178 = getelementptr inbounds [24 x i8], ptr %4, i64 0, i64 %177, !dbg !480
  %179 = load i8, ptr %178, align 1, !dbg !480, !tbaa !341
    #dbg_value(i8 %179, !221, !DIExpression(), !481)
  %180 = xor i64 %177, -1, !dbg !482
  %181 = add i64 %170, %180, !dbg !482
  %182 = getelementptr inbounds [24 x i8], ptr %4, i64 0, i64 %181, !dbg !483
  %183 = load i8, ptr %182, align 1, !dbg !483, !tbaa !341
  store i8 %183, ptr %178, align 1, !dbg !484, !tbaa !341
  store i8 %179, ptr %182, align 1, !dbg !485, !tbaa !341
  %184 = add nuw nsw i64 %177, 1, !dbg !486
    #dbg_value(i64 %184, !219, !DIExpression(), !475)
  %185 = icmp eq i64 %184, %171, !dbg !476
  br i1 %185, label %173, label %176, !dbg !477, !llvm.loop !487

186:                                              ; preds = %173, %197
  %187 = phi ptr [ %201, %197 ], [ %4, %173 ]
    #dbg_value(ptr %187, !224, !DIExpression(), !244)
  %188 = call ptr @strchr(ptr noundef nonnull dereferenceable(1) %187, i32 noundef 32) #10, !dbg !489
    #dbg_value(ptr %188, !225, !DIExpression(), !490)
  %189 = icmp eq ptr %188, null, !dbg !491
  br i1 %189, label %190, label %193, !dbg !493

190:                                              ; preds = %186
  %191 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %187) #10, !dbg !494
  %192 = getelementptr inbounds i8, ptr %187, i64 %191, !dbg !495
    #dbg_value(ptr %192, !225, !DIExpression(), !490)
  br label %193, !dbg !496

193:                                              ; preds = %190, %186
  %194 = phi ptr [ %188, %186 ], [ %192, %190 ], !dbg !490
    #dbg_value(ptr %194, !225, !DIExpression(), !490)
    #dbg_value(ptr %187, !227, !DIExpression(), !497)
    #dbg_value(ptr %194, !229, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !497)
  %195 = getelementptr inbounds i8, ptr %194, i64 -1, !dbg !498
  %196 = icmp ult ptr %187, %195, !dbg !499
  br i1 %196, label %204, label %197, !dbg !500

197:                                              ; preds = %204, %193
  %198 = load i8, ptr %194, align 1, !dbg !501, !tbaa !341
  %199 = icmp ne i8 %198, 0, !dbg !501
  %200 = zext i1 %199 to i64, !dbg !501
  %201 = getelementptr inbounds i8, ptr %194, i64 %200, !dbg !501
    #dbg_value(ptr %201, !224, !DIExpression(), !244)
  %202 = load i8, ptr %201, align 1, !dbg !478, !tbaa !341
  %203 = icmp eq i8 %202, 0, !dbg !479
  br i1 %203, label %212, label %186, !dbg !479, !llvm.loop !502

204:                                              ; preds = %193, %204
  %205 = phi ptr [ %210, %204 ], [ %195, %193 ]
  %206 = phi ptr [ %209, %204 ], [ %187, %193 ]
    #dbg_value(ptr %206, !227, !DIExpression(), !497)
  %207 = load i8, ptr %206, align 1, !dbg !504, !tbaa !341
    #dbg_value(i8 %207, !230, !DIExpression(), !505)
  %208 = load i8, ptr %205, align 1, !dbg !506, !tbaa !341
  store i8 %208, ptr %206, align 1, !dbg !507, !tbaa !341
  store i8 %207, ptr %205, align 1, !dbg !508, !tbaa !341
  %209 = getelementptr inbounds i8, ptr %206, i64 1, !dbg !509
    #dbg_value(ptr %209, !227, !DIExpression(), !497)
    #dbg_value(ptr %205, !229, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !497)
  %210 = getelementptr inbounds i8, ptr %205, i64 -1, !dbg !498
    #dbg_value(ptr %210, !229, !DIExpression(), !497)
  %211 = icmp ult ptr %209, %210, !dbg !499
  br i1 %211, label %204, label %197, !dbg !500, !llvm.loop !510

212:                                              ; preds = %197, %173
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef nonnull %4), !dbg !512
    #dbg_assign(i1 undef, !233, !DIExpression(), !513, ptr @__const.main.cands, !DIExpression(), !244)
    #dbg_value(i32 0, !235, !DIExpression(), !514)
  br label %215, !dbg !515

214:                                              ; preds = %224
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !516
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %2) #11, !dbg !516
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11, !dbg !516
  ret i32 0, !dbg !516

215:                                              ; preds = %212, %224
  %216 = phi i64 [ 0, %212 ], [ %227, %224 ]
    #dbg_value(i64 %216, !235, !DIExpression(), !514)
  %217 = getelementptr inbounds [5 x ptr], ptr @__const.main.cands, i64 0, i64 %216, !dbg !517
  %218 = load ptr, ptr %217, align 8, !dbg !517, !tbaa !256
  %219 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %218) #10, !dbg !518
    #dbg_value(i64 %219, !237, !DIExpression(), !519)
    #dbg_value(i32 1, !240, !DIExpression(), !519)
    #dbg_value(i64 0, !241, !DIExpression(), !520)
  %220 = lshr i64 %219, 1
    #dbg_value(i64 0, !241, !DIExpression(), !520)
    #dbg_value(i32 1, !240, !DIExpression(), !519)
  %221 = icmp ult i64 %219, 2, !dbg !521
  br i1 %221, label %224, label %222, !dbg !523

222:                                              ; preds = %215
  %223 = getelementptr i8, ptr %218, i64 %219
  br label %229, !dbg !523

224:                                              ; preds = %229, %215
  %225 = phi i32 [ 1, %215 ], [ %238, %229 ], !dbg !519
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.43, ptr noundef %218, i32 noundef %225), !dbg !524
  %227 = add nuw nsw i64 %216, 1, !dbg !525
    #dbg_value(i64 %227, !235, !DIExpression(), !514)
  %228 = icmp eq i64 %227, 5, !dbg !526
  br i1 %228, label %214, label %215, !dbg !515, !llvm.loop !527

229:                                              ; preds = %222, %229
  %230 = phi i64 [ 0, %222 ], [ %239, %229 ]
  %231 = phi i32 [ 1, %222 ], [ %238, %229 ]
    #dbg_value(i64 %230, !241, !DIExpression(), !520)
    #dbg_value(i32 %231, !240, !DIExpression(), !519)
  %232 = getelementptr inbounds i8, ptr %218, i64 %230, !dbg !529
  %233 = load i8, ptr %232, align 1, !dbg !529, !tbaa !341
  %234 = xor i64 %230, -1, !dbg !531
  %235 = getelementptr i8, ptr %223, i64 %234, !dbg !532
  %236 = load i8, ptr %235, align 1, !dbg !532, !tbaa !341
  %237 = icmp eq i8 %233, %236, !dbg !533
  %238 = select i1 %237, i32 %231, i32 0, !dbg !534
    #dbg_value(i32 %238, !240, !DIExpression(), !519)
  %239 = add nuw nsw i64 %230, 1, !dbg !535
    #dbg_value(i64 %239, !241, !DIExpression(), !520)
  %240 = icmp eq i64 %239, %220, !dbg !521
  br i1 %240, label %224, label %229, !dbg !523, !llvm.loop !536
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !538 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !543 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !547 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !548 i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !551 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !555 ptr @strchr(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !558 ptr @strstr(ptr noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !561 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !564 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !568 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!147}
!llvm.module.flags = !{!161, !162, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strings_basic.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "90359897d2103b515d785188afd8274b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 7)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !14, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 17)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 6)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !21, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !51, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 10)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 15)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !46, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 14)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 30)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 46)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 65)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 36)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 64)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !14, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 31)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !21, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !21, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !74, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !46, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 25)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !37, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 20)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 8)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !138, isLocal: true, isDefinition: true)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 5)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !138, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !9, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !128, isLocal: true, isDefinition: true)
!147 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !148, globals: !154, splitDebugInlining: false, nameTableKind: None)
!148 = !{!149, !150, !151}
!149 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !152, line: 18, baseType: !153)
!152 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!153 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!154 = !{!0, !7, !12, !17, !19, !24, !26, !31, !33, !35, !40, !42, !155, !44, !49, !54, !56, !58, !63, !68, !70, !72, !77, !79, !84, !89, !94, !99, !104, !157, !159, !106, !111, !113, !115, !117, !119, !124, !126, !131, !136, !141, !143, !145}
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !138, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !14, isLocal: true, isDefinition: true)
!161 = !{i32 7, !"Dwarf Version", i32 5}
!162 = !{i32 2, !"Debug Info Version", i32 3}
!163 = !{i32 1, !"wchar_size", i32 4}
!164 = !{i32 8, !"PIC Level", i32 2}
!165 = !{i32 7, !"PIE Level", i32 2}
!166 = !{i32 7, !"uwtable", i32 2}
!167 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !170, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !147, retainedNodes: !173)
!170 = !DISubroutineType(types: !171)
!171 = !{!172}
!172 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!173 = !{!174, !180, !181, !183, !185, !189, !191, !192, !193, !195, !197, !198, !199, !200, !201, !202, !204, !205, !206, !207, !208, !212, !213, !214, !218, !219, !221, !224, !225, !227, !229, !230, !233, !235, !237, !240, !241}
!174 = !DILocalVariable(name: "strs", scope: !169, file: !2, line: 48, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 576, elements: !178)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!178 = !{!179}
!179 = !DISubrange(count: 9)
!180 = !DILocalVariable(name: "n", scope: !169, file: !2, line: 49, type: !172)
!181 = !DILocalVariable(name: "i", scope: !182, file: !2, line: 50, type: !172)
!182 = distinct !DILexicalBlock(scope: !169, file: !2, line: 50, column: 5)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 52, type: !172)
!184 = distinct !DILexicalBlock(scope: !169, file: !2, line: 52, column: 5)
!185 = !DILocalVariable(name: "j", scope: !186, file: !2, line: 53, type: !172)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 53, column: 9)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 52, column: 33)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 52, column: 5)
!189 = !DILocalVariable(name: "j", scope: !190, file: !2, line: 56, type: !172)
!190 = distinct !DILexicalBlock(scope: !187, file: !2, line: 56, column: 9)
!191 = !DILocalVariable(name: "buf", scope: !169, file: !2, line: 61, type: !101)
!192 = !DILocalVariable(name: "pad", scope: !169, file: !2, line: 67, type: !60)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 71, type: !172)
!194 = distinct !DILexicalBlock(scope: !169, file: !2, line: 71, column: 5)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 77, type: !172)
!196 = distinct !DILexicalBlock(scope: !169, file: !2, line: 77, column: 5)
!197 = !DILocalVariable(name: "path", scope: !169, file: !2, line: 80, type: !176)
!198 = !DILocalVariable(name: "slash", scope: !169, file: !2, line: 81, type: !176)
!199 = !DILocalVariable(name: "dot", scope: !169, file: !2, line: 82, type: !176)
!200 = !DILocalVariable(name: "last_dot", scope: !169, file: !2, line: 83, type: !176)
!201 = !DILocalVariable(name: "hay", scope: !169, file: !2, line: 89, type: !176)
!202 = !DILocalVariable(name: "r", scope: !169, file: !2, line: 95, type: !203)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!204 = !DILocalVariable(name: "d", scope: !169, file: !2, line: 97, type: !203)
!205 = !DILocalVariable(name: "csv", scope: !169, file: !2, line: 103, type: !176)
!206 = !DILocalVariable(name: "p", scope: !169, file: !2, line: 104, type: !176)
!207 = !DILocalVariable(name: "field", scope: !169, file: !2, line: 105, type: !172)
!208 = !DILocalVariable(name: "c", scope: !209, file: !2, line: 107, type: !176)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 106, column: 14)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 106, column: 5)
!211 = distinct !DILexicalBlock(scope: !169, file: !2, line: 106, column: 5)
!212 = !DILocalVariable(name: "len", scope: !209, file: !2, line: 108, type: !151)
!213 = !DILocalVariable(name: "tok", scope: !209, file: !2, line: 109, type: !37)
!214 = !DILocalVariable(name: "sentence", scope: !169, file: !2, line: 118, type: !215)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !216)
!216 = !{!217}
!217 = !DISubrange(count: 24)
!218 = !DILocalVariable(name: "L", scope: !169, file: !2, line: 119, type: !151)
!219 = !DILocalVariable(name: "i", scope: !220, file: !2, line: 120, type: !151)
!220 = distinct !DILexicalBlock(scope: !169, file: !2, line: 120, column: 5)
!221 = !DILocalVariable(name: "t", scope: !222, file: !2, line: 121, type: !4)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 120, column: 40)
!223 = distinct !DILexicalBlock(scope: !220, file: !2, line: 120, column: 5)
!224 = !DILocalVariable(name: "w", scope: !169, file: !2, line: 125, type: !203)
!225 = !DILocalVariable(name: "e", scope: !226, file: !2, line: 127, type: !203)
!226 = distinct !DILexicalBlock(scope: !169, file: !2, line: 126, column: 16)
!227 = !DILocalVariable(name: "a", scope: !228, file: !2, line: 130, type: !203)
!228 = distinct !DILexicalBlock(scope: !226, file: !2, line: 130, column: 9)
!229 = !DILocalVariable(name: "b", scope: !228, file: !2, line: 130, type: !203)
!230 = !DILocalVariable(name: "t", scope: !231, file: !2, line: 131, type: !4)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 130, column: 56)
!232 = distinct !DILexicalBlock(scope: !228, file: !2, line: 130, column: 9)
!233 = !DILocalVariable(name: "cands", scope: !169, file: !2, line: 139, type: !234)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 320, elements: !139)
!235 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 140, type: !172)
!236 = distinct !DILexicalBlock(scope: !169, file: !2, line: 140, column: 5)
!237 = !DILocalVariable(name: "l", scope: !238, file: !2, line: 141, type: !151)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 140, column: 33)
!239 = distinct !DILexicalBlock(scope: !236, file: !2, line: 140, column: 5)
!240 = !DILocalVariable(name: "pal", scope: !238, file: !2, line: 142, type: !172)
!241 = !DILocalVariable(name: "k", scope: !242, file: !2, line: 143, type: !151)
!242 = distinct !DILexicalBlock(scope: !238, file: !2, line: 143, column: 9)
!243 = distinct !DIAssignID()
!244 = !DILocation(line: 0, scope: !169)
!245 = distinct !DIAssignID()
!246 = distinct !DIAssignID()
!247 = distinct !DIAssignID()
!248 = !DILocation(line: 0, scope: !209)
!249 = distinct !DIAssignID()
!250 = distinct !DIAssignID()
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 0, scope: !182)
!253 = !DILocation(line: 50, column: 5, scope: !182)
!254 = !DILocation(line: 51, column: 46, scope: !255)
!255 = distinct !DILexicalBlock(scope: !182, file: !2, line: 50, column: 5)
!256 = !{!257, !257, i64 0}
!257 = !{!"any pointer", !258, i64 0}
!258 = !{!"omnipotent char", !259, i64 0}
!259 = !{!"Simple C/C++ TBAA"}
!260 = !DILocation(line: 51, column: 39, scope: !255)
!261 = !DILocation(line: 51, column: 9, scope: !255)
!262 = !DILocation(line: 50, column: 29, scope: !255)
!263 = !DILocation(line: 50, column: 23, scope: !255)
!264 = distinct !{!264, !253, !265, !266, !267}
!265 = !DILocation(line: 51, column: 54, scope: !182)
!266 = !{!"llvm.loop.mustprogress"}
!267 = !{!"llvm.loop.unroll.disable"}
!268 = !DILocation(line: 0, scope: !184)
!269 = !DILocation(line: 0, scope: !186)
!270 = !DILocation(line: 53, column: 9, scope: !186)
!271 = !DILocation(line: 60, column: 5, scope: !169)
!272 = !DILocation(line: 61, column: 5, scope: !169)
!273 = !DILocation(line: 62, column: 5, scope: !169)
!274 = !DILocation(line: 63, column: 5, scope: !169)
!275 = !DILocation(line: 64, column: 5, scope: !169)
!276 = !DILocation(line: 65, column: 31, scope: !169)
!277 = !DILocation(line: 65, column: 5, scope: !169)
!278 = !DILocation(line: 67, column: 5, scope: !169)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 69, column: 5, scope: !169)
!281 = !DILocation(line: 70, column: 5, scope: !169)
!282 = !DILocation(line: 0, scope: !194)
!283 = !DILocation(line: 71, column: 5, scope: !194)
!284 = !DILocation(line: 55, column: 9, scope: !187)
!285 = !DILocation(line: 0, scope: !190)
!286 = !DILocation(line: 56, column: 9, scope: !190)
!287 = !DILocation(line: 54, column: 47, scope: !288)
!288 = distinct !DILexicalBlock(scope: !186, file: !2, line: 53, column: 9)
!289 = !DILocation(line: 54, column: 31, scope: !288)
!290 = !DILocalVariable(name: "v", arg: 1, scope: !291, file: !2, line: 15, type: !172)
!291 = distinct !DISubprogram(name: "sgn", scope: !2, file: !2, line: 15, type: !292, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !147, retainedNodes: !294)
!292 = !DISubroutineType(types: !293)
!293 = !{!172, !172}
!294 = !{!290}
!295 = !DILocation(line: 0, scope: !291, inlinedAt: !296)
!296 = distinct !DILocation(line: 54, column: 27, scope: !288)
!297 = !DILocation(line: 15, column: 45, scope: !291, inlinedAt: !296)
!298 = !DILocation(line: 15, column: 40, scope: !291, inlinedAt: !296)
!299 = !DILocation(line: 54, column: 13, scope: !288)
!300 = !DILocation(line: 53, column: 33, scope: !288)
!301 = !DILocation(line: 53, column: 27, scope: !288)
!302 = distinct !{!302, !270, !303, !266, !267}
!303 = !DILocation(line: 54, column: 56, scope: !186)
!304 = !DILocation(line: 58, column: 9, scope: !187)
!305 = !DILocation(line: 52, column: 29, scope: !188)
!306 = !DILocation(line: 52, column: 23, scope: !188)
!307 = !DILocation(line: 52, column: 5, scope: !184)
!308 = distinct !{!308, !307, !309, !266, !267}
!309 = !DILocation(line: 59, column: 5, scope: !184)
!310 = !DILocation(line: 57, column: 48, scope: !311)
!311 = distinct !DILexicalBlock(scope: !190, file: !2, line: 56, column: 9)
!312 = !DILocation(line: 57, column: 31, scope: !311)
!313 = !DILocation(line: 0, scope: !291, inlinedAt: !314)
!314 = distinct !DILocation(line: 57, column: 27, scope: !311)
!315 = !DILocation(line: 15, column: 45, scope: !291, inlinedAt: !314)
!316 = !DILocation(line: 15, column: 40, scope: !291, inlinedAt: !314)
!317 = !DILocation(line: 57, column: 13, scope: !311)
!318 = !DILocation(line: 56, column: 33, scope: !311)
!319 = !DILocation(line: 56, column: 27, scope: !311)
!320 = distinct !{!320, !286, !321, !266, !267}
!321 = !DILocation(line: 57, column: 60, scope: !190)
!322 = !DILocation(line: 73, column: 5, scope: !169)
!323 = distinct !DIAssignID()
!324 = !DILocalVariable(name: "dst", arg: 1, scope: !325, file: !2, line: 11, type: !203)
!325 = distinct !DISubprogram(name: "copy_prefix", scope: !2, file: !2, line: 11, type: !326, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !147, retainedNodes: !328)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !203, !176, !151}
!328 = !{!324, !329, !330}
!329 = !DILocalVariable(name: "src", arg: 2, scope: !325, file: !2, line: 11, type: !176)
!330 = !DILocalVariable(name: "n", arg: 3, scope: !325, file: !2, line: 11, type: !151)
!331 = !DILocation(line: 0, scope: !325, inlinedAt: !332)
!332 = distinct !DILocation(line: 75, column: 5, scope: !169)
!333 = !DILocation(line: 74, column: 5, scope: !169)
!334 = !DILocation(line: 12, column: 5, scope: !325, inlinedAt: !332)
!335 = distinct !DIAssignID()
!336 = !DILocation(line: 76, column: 5, scope: !169)
!337 = !DILocation(line: 0, scope: !196)
!338 = !DILocation(line: 77, column: 5, scope: !196)
!339 = !DILocation(line: 72, column: 23, scope: !340)
!340 = distinct !DILexicalBlock(scope: !194, file: !2, line: 71, column: 5)
!341 = !{!258, !258, i64 0}
!342 = !DILocation(line: 72, column: 9, scope: !340)
!343 = !DILocation(line: 71, column: 30, scope: !340)
!344 = !DILocation(line: 71, column: 23, scope: !340)
!345 = distinct !{!345, !283, !346, !266, !267}
!346 = !DILocation(line: 72, column: 29, scope: !194)
!347 = !DILocation(line: 79, column: 5, scope: !169)
!348 = !DILocation(line: 84, column: 5, scope: !169)
!349 = !DILocation(line: 86, column: 5, scope: !169)
!350 = !DILocation(line: 90, column: 5, scope: !169)
!351 = !DILocalVariable(name: "hay", arg: 1, scope: !352, file: !2, line: 17, type: !176)
!352 = distinct !DISubprogram(name: "count_occurrences", scope: !2, file: !2, line: 17, type: !353, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !147, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!172, !176, !176}
!355 = !{!351, !356, !357, !358, !359}
!356 = !DILocalVariable(name: "needle", arg: 2, scope: !352, file: !2, line: 17, type: !176)
!357 = !DILocalVariable(name: "n", scope: !352, file: !2, line: 18, type: !172)
!358 = !DILocalVariable(name: "nl", scope: !352, file: !2, line: 19, type: !151)
!359 = !DILocalVariable(name: "p", scope: !360, file: !2, line: 20, type: !176)
!360 = distinct !DILexicalBlock(scope: !352, file: !2, line: 20, column: 5)
!361 = !DILocation(line: 0, scope: !352, inlinedAt: !362)
!362 = distinct !DILocation(line: 93, column: 47, scope: !169)
!363 = !DILocation(line: 0, scope: !360, inlinedAt: !362)
!364 = !DILocation(line: 20, column: 5, scope: !360, inlinedAt: !362)
!365 = !DILocation(line: 21, column: 10, scope: !366, inlinedAt: !362)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 20, column: 89)
!367 = distinct !DILexicalBlock(scope: !360, file: !2, line: 20, column: 5)
!368 = !DILocation(line: 22, column: 14, scope: !369, inlinedAt: !362)
!369 = distinct !DILexicalBlock(scope: !366, file: !2, line: 22, column: 13)
!370 = !DILocation(line: 22, column: 13, scope: !366, inlinedAt: !362)
!371 = !DILocation(line: 20, column: 63, scope: !367, inlinedAt: !362)
!372 = !DILocation(line: 20, column: 54, scope: !367, inlinedAt: !362)
!373 = distinct !{!373, !364, !374, !266, !267}
!374 = !DILocation(line: 24, column: 5, scope: !360, inlinedAt: !362)
!375 = !DILocation(line: 20, column: 5, scope: !360, inlinedAt: !376)
!376 = distinct !DILocation(line: 94, column: 12, scope: !169)
!377 = !DILocation(line: 0, scope: !360, inlinedAt: !376)
!378 = !DILocation(line: 0, scope: !352, inlinedAt: !376)
!379 = !DILocation(line: 21, column: 10, scope: !366, inlinedAt: !376)
!380 = !DILocation(line: 22, column: 14, scope: !369, inlinedAt: !376)
!381 = !DILocation(line: 22, column: 13, scope: !366, inlinedAt: !376)
!382 = !DILocation(line: 20, column: 63, scope: !367, inlinedAt: !376)
!383 = !DILocation(line: 20, column: 54, scope: !367, inlinedAt: !376)
!384 = distinct !{!384, !375, !385, !266, !267}
!385 = !DILocation(line: 24, column: 5, scope: !360, inlinedAt: !376)
!386 = !DILocation(line: 20, column: 5, scope: !360, inlinedAt: !387)
!387 = distinct !DILocation(line: 94, column: 42, scope: !169)
!388 = !DILocation(line: 0, scope: !360, inlinedAt: !387)
!389 = !DILocation(line: 0, scope: !352, inlinedAt: !387)
!390 = !DILocation(line: 21, column: 10, scope: !366, inlinedAt: !387)
!391 = !DILocation(line: 22, column: 14, scope: !369, inlinedAt: !387)
!392 = !DILocation(line: 22, column: 13, scope: !366, inlinedAt: !387)
!393 = !DILocation(line: 20, column: 63, scope: !367, inlinedAt: !387)
!394 = !DILocation(line: 20, column: 54, scope: !367, inlinedAt: !387)
!395 = distinct !{!395, !386, !396, !266, !267}
!396 = !DILocation(line: 24, column: 5, scope: !360, inlinedAt: !387)
!397 = !DILocation(line: 93, column: 5, scope: !169)
!398 = !DILocalVariable(name: "s", arg: 1, scope: !399, file: !2, line: 28, type: !176)
!399 = distinct !DISubprogram(name: "replace_all", scope: !2, file: !2, line: 28, type: !400, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !147, retainedNodes: !402)
!400 = !DISubroutineType(types: !401)
!401 = !{!203, !176, !176, !176}
!402 = !{!398, !403, !404, !405, !406, !407, !408, !409, !410, !411, !412}
!403 = !DILocalVariable(name: "from", arg: 2, scope: !399, file: !2, line: 28, type: !176)
!404 = !DILocalVariable(name: "to", arg: 3, scope: !399, file: !2, line: 28, type: !176)
!405 = !DILocalVariable(name: "fl", scope: !399, file: !2, line: 29, type: !151)
!406 = !DILocalVariable(name: "tl", scope: !399, file: !2, line: 29, type: !151)
!407 = !DILocalVariable(name: "n", scope: !399, file: !2, line: 30, type: !172)
!408 = !DILocalVariable(name: "out", scope: !399, file: !2, line: 31, type: !203)
!409 = !DILocalVariable(name: "p", scope: !399, file: !2, line: 33, type: !176)
!410 = !DILocalVariable(name: "q", scope: !399, file: !2, line: 33, type: !176)
!411 = !DILocalVariable(name: "w", scope: !399, file: !2, line: 34, type: !203)
!412 = !DILocalVariable(name: "chunk", scope: !413, file: !2, line: 36, type: !151)
!413 = distinct !DILexicalBlock(scope: !399, file: !2, line: 35, column: 43)
!414 = !DILocation(line: 0, scope: !399, inlinedAt: !415)
!415 = distinct !DILocation(line: 95, column: 15, scope: !169)
!416 = !DILocation(line: 0, scope: !352, inlinedAt: !417)
!417 = distinct !DILocation(line: 30, column: 13, scope: !399, inlinedAt: !415)
!418 = !DILocation(line: 0, scope: !360, inlinedAt: !417)
!419 = !DILocation(line: 20, column: 5, scope: !360, inlinedAt: !417)
!420 = !DILocation(line: 21, column: 10, scope: !366, inlinedAt: !417)
!421 = !DILocation(line: 22, column: 14, scope: !369, inlinedAt: !417)
!422 = !DILocation(line: 22, column: 13, scope: !366, inlinedAt: !417)
!423 = !DILocation(line: 20, column: 63, scope: !367, inlinedAt: !417)
!424 = !DILocation(line: 20, column: 54, scope: !367, inlinedAt: !417)
!425 = distinct !{!425, !419, !426, !266, !267}
!426 = !DILocation(line: 24, column: 5, scope: !360, inlinedAt: !417)
!427 = !DILocation(line: 31, column: 46, scope: !399, inlinedAt: !415)
!428 = !DILocation(line: 31, column: 51, scope: !399, inlinedAt: !415)
!429 = !DILocation(line: 31, column: 17, scope: !399, inlinedAt: !415)
!430 = !DILocation(line: 32, column: 12, scope: !399, inlinedAt: !415)
!431 = !DILocation(line: 35, column: 5, scope: !399, inlinedAt: !415)
!432 = !DILocation(line: 36, column: 35, scope: !413, inlinedAt: !415)
!433 = !DILocation(line: 0, scope: !413, inlinedAt: !415)
!434 = !DILocation(line: 37, column: 9, scope: !413, inlinedAt: !415)
!435 = !DILocation(line: 38, column: 11, scope: !413, inlinedAt: !415)
!436 = !DILocation(line: 39, column: 9, scope: !413, inlinedAt: !415)
!437 = !DILocation(line: 40, column: 11, scope: !413, inlinedAt: !415)
!438 = !DILocation(line: 41, column: 15, scope: !413, inlinedAt: !415)
!439 = !DILocation(line: 35, column: 17, scope: !399, inlinedAt: !415)
!440 = !DILocation(line: 35, column: 34, scope: !399, inlinedAt: !415)
!441 = distinct !{!441, !431, !442, !266, !267}
!442 = !DILocation(line: 42, column: 5, scope: !399, inlinedAt: !415)
!443 = !DILocation(line: 43, column: 5, scope: !399, inlinedAt: !415)
!444 = !DILocation(line: 96, column: 5, scope: !169)
!445 = !DILocation(line: 97, column: 15, scope: !169)
!446 = !DILocation(line: 98, column: 5, scope: !169)
!447 = !DILocation(line: 99, column: 10, scope: !169)
!448 = !DILocation(line: 100, column: 36, scope: !169)
!449 = !DILocation(line: 100, column: 5, scope: !169)
!450 = !DILocation(line: 101, column: 5, scope: !169)
!451 = !DILocation(line: 106, column: 5, scope: !169)
!452 = !DILocation(line: 78, column: 23, scope: !453)
!453 = distinct !DILexicalBlock(scope: !196, file: !2, line: 77, column: 5)
!454 = !DILocation(line: 78, column: 9, scope: !453)
!455 = !DILocation(line: 77, column: 30, scope: !453)
!456 = !DILocation(line: 77, column: 23, scope: !453)
!457 = distinct !{!457, !338, !458, !266, !267}
!458 = !DILocation(line: 78, column: 29, scope: !196)
!459 = !DILocation(line: 107, column: 25, scope: !209)
!460 = !DILocation(line: 108, column: 22, scope: !209)
!461 = !DILocation(line: 108, column: 37, scope: !209)
!462 = !DILocation(line: 108, column: 44, scope: !209)
!463 = !DILocation(line: 109, column: 9, scope: !209)
!464 = !DILocation(line: 110, column: 9, scope: !209)
!465 = !DILocation(line: 111, column: 9, scope: !209)
!466 = !DILocation(line: 111, column: 18, scope: !209)
!467 = !DILocation(line: 112, column: 41, scope: !209)
!468 = !DILocation(line: 112, column: 9, scope: !209)
!469 = !DILocation(line: 113, column: 13, scope: !209)
!470 = !DILocation(line: 116, column: 5, scope: !210)
!471 = !DILocation(line: 118, column: 5, scope: !169)
!472 = !DILocation(line: 118, column: 10, scope: !169)
!473 = distinct !DIAssignID()
!474 = !DILocation(line: 119, column: 16, scope: !169)
!475 = !DILocation(line: 0, scope: !220)
!476 = !DILocation(line: 120, column: 26, scope: !223)
!477 = !DILocation(line: 120, column: 5, scope: !220)
!478 = !DILocation(line: 126, column: 12, scope: !169)
!479 = !DILocation(line: 126, column: 5, scope: !169)
!480 = !DILocation(line: 121, column: 18, scope: !222)
!481 = !DILocation(line: 0, scope: !222)
!482 = !DILocation(line: 122, column: 38, scope: !222)
!483 = !DILocation(line: 122, column: 23, scope: !222)
!484 = !DILocation(line: 122, column: 21, scope: !222)
!485 = !DILocation(line: 123, column: 29, scope: !222)
!486 = !DILocation(line: 120, column: 36, scope: !223)
!487 = distinct !{!487, !477, !488, !266, !267}
!488 = !DILocation(line: 124, column: 5, scope: !220)
!489 = !DILocation(line: 127, column: 19, scope: !226)
!490 = !DILocation(line: 0, scope: !226)
!491 = !DILocation(line: 128, column: 14, scope: !492)
!492 = distinct !DILexicalBlock(scope: !226, file: !2, line: 128, column: 13)
!493 = !DILocation(line: 128, column: 13, scope: !226)
!494 = !DILocation(line: 129, column: 21, scope: !492)
!495 = !DILocation(line: 129, column: 19, scope: !492)
!496 = !DILocation(line: 129, column: 13, scope: !492)
!497 = !DILocation(line: 0, scope: !228)
!498 = !DILocation(line: 130, scope: !228)
!499 = !DILocation(line: 130, column: 41, scope: !232)
!500 = !DILocation(line: 130, column: 9, scope: !228)
!501 = !DILocation(line: 135, column: 13, scope: !226)
!502 = distinct !{!502, !479, !503, !266, !267}
!503 = !DILocation(line: 136, column: 5, scope: !169)
!504 = !DILocation(line: 131, column: 22, scope: !231)
!505 = !DILocation(line: 0, scope: !231)
!506 = !DILocation(line: 132, column: 18, scope: !231)
!507 = !DILocation(line: 132, column: 16, scope: !231)
!508 = !DILocation(line: 133, column: 16, scope: !231)
!509 = !DILocation(line: 130, column: 47, scope: !232)
!510 = distinct !{!510, !500, !511, !266, !267}
!511 = !DILocation(line: 134, column: 9, scope: !228)
!512 = !DILocation(line: 137, column: 5, scope: !169)
!513 = distinct !DIAssignID()
!514 = !DILocation(line: 0, scope: !236)
!515 = !DILocation(line: 140, column: 5, scope: !236)
!516 = !DILocation(line: 149, column: 1, scope: !169)
!517 = !DILocation(line: 141, column: 27, scope: !238)
!518 = !DILocation(line: 141, column: 20, scope: !238)
!519 = !DILocation(line: 0, scope: !238)
!520 = !DILocation(line: 0, scope: !242)
!521 = !DILocation(line: 143, column: 30, scope: !522)
!522 = distinct !DILexicalBlock(scope: !242, file: !2, line: 143, column: 9)
!523 = !DILocation(line: 143, column: 9, scope: !242)
!524 = !DILocation(line: 146, column: 9, scope: !238)
!525 = !DILocation(line: 140, column: 29, scope: !239)
!526 = !DILocation(line: 140, column: 23, scope: !239)
!527 = distinct !{!527, !515, !528, !266, !267}
!528 = !DILocation(line: 147, column: 5, scope: !236)
!529 = !DILocation(line: 144, column: 17, scope: !530)
!530 = distinct !DILexicalBlock(scope: !522, file: !2, line: 144, column: 17)
!531 = !DILocation(line: 144, column: 47, scope: !530)
!532 = !DILocation(line: 144, column: 32, scope: !530)
!533 = !DILocation(line: 144, column: 29, scope: !530)
!534 = !DILocation(line: 144, column: 17, scope: !522)
!535 = !DILocation(line: 143, column: 40, scope: !522)
!536 = distinct !{!536, !523, !537, !266, !267}
!537 = !DILocation(line: 145, column: 23, scope: !242)
!538 = !DISubprogram(name: "printf", scope: !539, file: !539, line: 356, type: !540, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!540 = !DISubroutineType(types: !541)
!541 = !{!172, !542, null}
!542 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!543 = !DISubprogram(name: "strlen", scope: !544, file: !544, line: 407, type: !545, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!544 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!545 = !DISubroutineType(types: !546)
!546 = !{!153, !176}
!547 = !DISubprogram(name: "strcmp", scope: !544, file: !544, line: 156, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubprogram(name: "strncmp", scope: !544, file: !544, line: 159, type: !549, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DISubroutineType(types: !550)
!550 = !{!172, !176, !176, !151}
!551 = !DISubprogram(name: "strcpy", scope: !544, file: !544, line: 141, type: !552, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubroutineType(types: !553)
!553 = !{!203, !554, !542}
!554 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !203)
!555 = !DISubprogram(name: "strchr", scope: !544, file: !544, line: 246, type: !556, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DISubroutineType(types: !557)
!557 = !{!203, !176, !172}
!558 = !DISubprogram(name: "strstr", scope: !544, file: !544, line: 350, type: !559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!559 = !DISubroutineType(types: !560)
!560 = !{!203, !176, !176}
!561 = !DISubprogram(name: "strdup", scope: !544, file: !544, line: 187, type: !562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DISubroutineType(types: !563)
!563 = !{!203, !176}
!564 = !DISubprogram(name: "free", scope: !565, file: !565, line: 568, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!566 = !DISubroutineType(types: !567)
!567 = !{null, !150}
!568 = !DISubprogram(name: "malloc", scope: !565, file: !565, line: 553, type: !569, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!569 = !DISubroutineType(types: !570)
!570 = !{!150, !151}
